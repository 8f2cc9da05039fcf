// shuffle masks out of range, mismatched shapes and element types, bad
// permutations, reduction kinds of the wrong type, bitcasts of another size
func.func @mask(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<2xf32> {
  %s = vector.shuffle %a, %b [0, 8] : vector<4xf32>, vector<4xf32>
  return %s : vector<2xf32>
}
func.func @shuffle_types(%a: vector<4xf32>, %b: vector<4xi32>) -> vector<2xf32> {
  %s = vector.shuffle %a, %b [0, 5] : vector<4xf32>, vector<4xi32>
  return %s : vector<2xf32>
}
func.func @shuffle_rows(%a: vector<2x4xf32>, %b: vector<2x3xf32>) -> vector<2x4xf32> {
  %s = vector.shuffle %a, %b [0, 3] : vector<2x4xf32>, vector<2x3xf32>
  return %s : vector<2x4xf32>
}
func.func @broadcast(%a: vector<3xf32>) -> vector<2x4xf32> {
  %b = vector.broadcast %a : vector<3xf32> to vector<2x4xf32>
  return %b : vector<2x4xf32>
}
func.func @shape_cast(%a: vector<2x4xf32>) -> vector<6xf32> {
  %b = vector.shape_cast %a : vector<2x4xf32> to vector<6xf32>
  return %b : vector<6xf32>
}
func.func @permutation(%a: vector<2x4xf32>) -> vector<4x2xf32> {
  %t = vector.transpose %a, [1, 1] : vector<2x4xf32> to vector<4x2xf32>
  return %t : vector<4x2xf32>
}
func.func @transposed(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %t = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<2x4xf32>
  return %t : vector<2x4xf32>
}
func.func @kind(%a: vector<4xf32>) -> f32 {
  %r = vector.reduction <minsi>, %a : vector<4xf32> into f32
  return %r : f32
}
func.func @unknown_kind(%a: vector<4xf32>) -> f32 {
  %r = vector.reduction <sum>, %a : vector<4xf32> into f32
  return %r : f32
}
func.func @reduce_2d(%a: vector<2x4xf32>) -> f32 {
  %r = vector.reduction <add>, %a : vector<2x4xf32> into f32
  return %r : f32
}
func.func @reduce_acc(%a: vector<4xf32>, %acc: f64) -> f32 {
  %r = vector.reduction <add>, %a, %acc : vector<4xf32> into f32
  return %r : f32
}
func.func @bitcast(%a: vector<4xf32>) -> vector<4xi16> {
  %b = vector.bitcast %a : vector<4xf32> to vector<4xi16>
  return %b : vector<4xi16>
}
func.func @fma_scalar(%a: f32) -> f32 {
  %f = vector.fma %a, %a, %a : f32
  return %f : f32
}
func.func @fma_int(%a: vector<4xi32>) -> vector<4xi32> {
  %f = vector.fma %a, %a, %a : vector<4xi32>
  return %f : vector<4xi32>
}
func.func @splat(%a: f32) -> f32 {
  %s = vector.splat %a : f32
  return %s : f32
}
func.func @unknown(%a: vector<4xf32>, %z: vector<f32>) -> vector<4xf32> {
  %s, %t = vector.scan <add>, %a, %z {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32>, vector<f32>
  return %s : vector<4xf32>
}
func.func @from_elements(%a: f32) -> vector<3xf32> {
  %v = vector.from_elements %a, %a : vector<3xf32>
  return %v : vector<3xf32>
}
