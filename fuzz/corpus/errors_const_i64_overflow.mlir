// 2^64 does not fit in i64
func.func @f() -> i64 {
  %c = arith.constant 18446744073709551616 : i64
  return %c : i64
}
