// 256 does not fit in i8
func.func @f() -> i8 {
  %c = arith.constant 256 : i8
  return %c : i8
}
