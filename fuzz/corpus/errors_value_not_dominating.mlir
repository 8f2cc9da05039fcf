// value defined in one branch used in the other
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb2:
  return %0 : i32
}
