// ir2ll-args: --index-bitwidth=32
// affine.apply, min and max with a 32-bit index (run/affine_apply): the
// constants and arithmetic in 32 bits, as MLIR 22 lowers them
#map0 = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 floordiv 4 - s0 mod 5 + (d0 + 7) ceildiv 3)>
func.func @f0(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply #map0(%a, %b)[%c]
  return %r : index
}
func.func @f1(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> (d0 mod 4)>(%a, %b)[%c]
  return %r : index
}
func.func @f2(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> (d0 floordiv 3)>(%a, %b)[%c]
  return %r : index
}
#map3 = affine_map<(d0, d1)[s0] -> (d0 ceildiv 3)>
func.func @f3(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply #map3(%a, %b)[%c]
  return %r : index
}
func.func @f4(%a: index, %b: index, %c: index) -> index {
  %r = "affine.apply"(%a, %b, %c) <{map = affine_map<(d0, d1)[s0] -> ((d0 - d1 * 2) mod 7 + s0 * -2)>}> : (index, index, index) -> index
  return %r : index
}
func.func @f5(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> (-(d0 + s0) floordiv 2)>(%a, %b)[%c]
  return %r : index
}
#map6 = affine_map<(d0, d1)[s0] -> ((d0 * s0) ceildiv 5 + 1)>
func.func @f6(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply #map6(%a, %b)[%c]
  return %r : index
}
func.func @f7(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> (d1 - d0)>(%a, %b)[%c]
  return %r : index
}
func.func @f8(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> (17)>(%a, %b)[%c]
  return %r : index
}
#map9 = affine_map<(d0, d1)[s0] -> (s0)>
func.func @f9(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply #map9(%a, %b)[%c]
  return %r : index
}
func.func @f10(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> ((d0 mod 3) * 4 + d1 mod 3 + 0 * s0)>(%a, %b)[%c]
  return %r : index
}
func.func @f11(%a: index, %b: index, %c: index) -> index {
  %r = affine.apply affine_map<(d0, d1)[s0] -> (((d0 floordiv 2) floordiv 3) mod 2)>(%a, %b)[%c]
  return %r : index
}
#map12 = affine_map<(d0, d1)[s0] -> (d0, d1, s0)>
func.func @f12(%a: index, %b: index, %c: index) -> index {
  %r = affine.min #map12(%a, %b)[%c]
  return %r : index
}
func.func @f13(%a: index, %b: index, %c: index) -> index {
  %r = affine.min affine_map<(d0, d1)[s0] -> (d0 + 4, s0 * 2, 3)>(%a, %b)[%c]
  return %r : index
}
func.func @f14(%a: index, %b: index, %c: index) -> index {
  %r = affine.max affine_map<(d0, d1)[s0] -> (d0 - 4, s0 mod 3, -d1)>(%a, %b)[%c]
  return %r : index
}
#map15 = affine_map<(d0, d1)[s0] -> (d1 floordiv 2)>
func.func @f15(%a: index, %b: index, %c: index) -> index {
  %r = affine.max #map15(%a, %b)[%c]
  return %r : index
}
func.func @f16(%a: index, %b: index, %c: index) -> index {
  %r = affine.min affine_map<(d0, d1)[s0] -> (d0 ceildiv 2, d1 mod 5)>(%a, %b)[%c]
  return %r : index
}
