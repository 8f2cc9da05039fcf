// the caret points at the minus sign
func.func @f() -> i8 {
  %c = arith.constant -129 : i8
  return %c : i8
}
