// hex literal with no digits
func.func @f() -> i32 {
  %c = arith.constant 0x : i32
  return %c : i32
}
