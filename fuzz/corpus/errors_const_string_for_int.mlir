// a string is not a number
func.func @f() -> i32 {
  %c = arith.constant "one" : i32
  return %c : i32
}
