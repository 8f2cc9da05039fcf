// op after the terminator of a block
func.func @f(%a: i32) -> i32 {
  return %a : i32
  %0 = arith.addi %a, %a : i32
}
