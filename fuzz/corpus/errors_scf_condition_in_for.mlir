// scf.condition outside scf.while
func.func @f(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.condition(%c)
  }
  return
}
