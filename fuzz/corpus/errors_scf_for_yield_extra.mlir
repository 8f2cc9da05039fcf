// scf.for without iter_args yields a value
func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    scf.yield %i : index
  }
  return
}
