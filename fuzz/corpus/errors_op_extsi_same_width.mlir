// arith.extsi to the same width
func.func @f(%x: i32) -> i32 {
  %0 = arith.extsi %x : i32 to i32
  return %0 : i32
}
