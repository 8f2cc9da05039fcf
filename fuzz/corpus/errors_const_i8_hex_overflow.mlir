// 0x1FF does not fit in i8
func.func @f() -> i8 {
  %c = arith.constant 0x1FF : i8
  return %c : i8
}
