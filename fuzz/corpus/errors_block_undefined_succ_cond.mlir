// conditional branch to an undefined block
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
}
