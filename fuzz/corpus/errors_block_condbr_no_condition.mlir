// cf.cond_br without its condition
func.func @f() {
  cf.cond_br ^bb1, ^bb1
^bb1:
  return
}
