// branch to the entry block
func.func @f() {
^bb0:
  cf.br ^bb0
}
