// vector.interleave and vector.deinterleave: the innermost dimension is
// doubled or halved, of the same element type; each function has one error
func.func @not_double(%a: vector<4xf32>, %b: vector<4xf32>) {
  %i = vector.interleave %a, %b : vector<4xf32> -> vector<4xf32>
  return
}
func.func @odd(%a: vector<7xf32>) {
  %x, %y = vector.deinterleave %a : vector<7xf32> -> vector<3xf32>
  return
}
func.func @elem(%a: vector<4xf32>, %b: vector<4xf32>) {
  %i = vector.interleave %a, %b : vector<4xf32> -> vector<8xi32>
  return
}
func.func @outer(%a: vector<2x4xf32>, %b: vector<2x4xf32>) {
  %i = vector.interleave %a, %b : vector<2x4xf32> -> vector<4x4xf32>
  return
}
func.func @one(%a: vector<4xf32>) {
  %i = vector.interleave %a : vector<4xf32> -> vector<8xf32>
  return
}
