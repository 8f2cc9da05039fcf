// branch to a block that does not exist
func.func @f() {
  cf.br ^bb9
^bb1:
  return
}
