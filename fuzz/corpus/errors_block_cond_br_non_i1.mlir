// cf.cond_br condition is not i1
func.func @f(%c: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
