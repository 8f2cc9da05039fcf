// op generic condbr no condition
func.func @f() {
  "cf.cond_br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}
