// scf.for without 'step'
func.func @f(%n: index) {
  scf.for %i = %n to %n {
  }
  return
}
