// cf.br from inside an scf.if region to a block of the function
func.func @f(%c: i1) {
  scf.if %c {
    cf.br ^bb1
  }
  cf.br ^bb1
^bb1:
  return
}
