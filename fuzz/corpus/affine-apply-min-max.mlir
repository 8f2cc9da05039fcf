#m = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 floordiv 4 - s0 mod 5 + (d0 + 7) ceildiv 3)>
func.func @f(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.apply #m(%a, %b)[%c]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0 * 2, 16)>(%a)[%0]
  %2 = "affine.max"(%1, %b) <{map = affine_map<(d0)[s0] -> (d0 - 4, s0 mod 3, -d0)>}> : (index, index) -> index
  return %0, %1, %2 : index, index, index
}
