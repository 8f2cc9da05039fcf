// arith.trunci to a wider type
func.func @f(%x: i32) -> i64 {
  %0 = arith.trunci %x : i32 to i64
  return %0 : i64
}
