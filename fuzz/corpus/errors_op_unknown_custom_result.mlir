// unknown op in custom form with a result
func.func @f(%x: i32) -> i32 {
  %0 = arith.frobnicate %x, %x : i32
  return %0 : i32
}
