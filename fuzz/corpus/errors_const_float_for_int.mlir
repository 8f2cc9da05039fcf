// a float literal for an integer constant
func.func @f() -> i32 {
  %c = arith.constant 1.5 : i32
  return %c : i32
}
