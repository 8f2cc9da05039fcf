// 2^64 does not fit in index
func.func @f() -> index {
  %c = arith.constant 18446744073709551616 : index
  return %c : index
}
