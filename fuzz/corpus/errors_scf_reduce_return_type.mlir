// scf.reduce.return gives an f64 in the reduction of an f32
func.func @f(%n: index, %x: f32, %y: f64) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %y : f64
    }
  }
  return %r : f32
}
