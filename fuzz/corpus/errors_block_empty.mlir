// block with no ops at all
func.func @f() {
  cf.br ^bb1
^bb1:
}
