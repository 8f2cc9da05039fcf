// arith.sitofp with an integer result type
func.func @f(%x: i32) -> i64 {
  %0 = arith.sitofp %x : i32 to i64
  return %0 : i64
}
