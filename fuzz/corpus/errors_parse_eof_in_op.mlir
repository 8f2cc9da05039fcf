// file ends in the middle of an op
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a,
