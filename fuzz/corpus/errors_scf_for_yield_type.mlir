// scf.for yield type differs from the iter_args type
func.func @f(%n: index, %x: f32, %y: f64) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    scf.yield %y : f64
  }
  return %r : f32
}
