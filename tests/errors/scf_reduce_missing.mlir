// an scf.parallel with a result must end with scf.reduce of its value
func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> f32 {
    %y = arith.addf %x, %x : f32
  }
  return %r : f32
}
