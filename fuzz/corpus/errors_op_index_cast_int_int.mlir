// arith.index_cast between two integer types
func.func @f(%x: i32) -> i64 {
  %0 = arith.index_cast %x : i32 to i64
  return %0 : i64
}
