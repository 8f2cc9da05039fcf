// scf.if condition is not i1
func.func @f(%c: i32) {
  scf.if %c {
  }
  return
}
