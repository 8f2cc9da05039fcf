// two names bound to an op with one result
func.func @f(%x: i32) -> i32 {
  %a, %b = arith.addi %x, %x : i32
  return %x : i32
}
