// scf.if region with two blocks
func.func @f(%c: i1) {
  scf.if %c {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}
