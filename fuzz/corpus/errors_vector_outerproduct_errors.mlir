// vector.outerproduct: a 1-D vector and a 1-D vector or a scalar of its
// element type, an accumulator of the result's type, a combining kind
// of the elements' kind; each function has one error
func.func @int_kind(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<4x2xf32> {
  %r = vector.outerproduct %a, %b {kind = #vector.kind<minsi>} : vector<4xf32>, vector<2xf32>
  return %r : vector<4x2xf32>
}
func.func @float_kind(%a: vector<4xi32>, %b: vector<2xi32>, %c: vector<4x2xi32>) -> vector<4x2xi32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<maximumf>} : vector<4xi32>, vector<2xi32>
  return %r : vector<4x2xi32>
}
func.func @unknown_kind(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<4x2xf32> {
  %r = vector.outerproduct %a, %b {kind = #vector.kind<sum>} : vector<4xf32>, vector<2xf32>
  return %r : vector<4x2xf32>
}
func.func @elem(%a: vector<4xf32>, %b: vector<2xf64>) -> vector<4x2xf32> {
  %r = vector.outerproduct %a, %b : vector<4xf32>, vector<2xf64>
  return %r : vector<4x2xf32>
}
func.func @acc(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<2xf32>
  return %r : vector<2x4xf32>
}
func.func @two_d(%a: vector<4x2xf32>, %b: vector<2xf32>) -> vector<4x2xf32> {
  %r = vector.outerproduct %a, %b : vector<4x2xf32>, vector<2xf32>
  return %r : vector<4x2xf32>
}
func.func @one_type(%a: vector<4xf32>, %b: f32) -> vector<4xf32> {
  %r = vector.outerproduct %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @generic_elem(%a: vector<4xf32>, %b: f64) -> vector<4xf32> {
  %r = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> vector<4xf32>
  return %r : vector<4xf32>
}
