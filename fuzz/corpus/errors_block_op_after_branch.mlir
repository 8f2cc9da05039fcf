// an op after a branch, the terminator of its block
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
  %0 = arith.addi %a, %a : i32
^bb1:
  return %a : i32
}
