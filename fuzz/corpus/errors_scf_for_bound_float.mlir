// scf.for upper bound is a float
func.func @f(%b: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %b step %c1 {
  }
  return
}
