// vector.extract and vector.insert: positions out of bounds, too many,
// dynamic in a leading dimension, of the wrong type; parts of the wrong type
func.func @oob(%v: vector<4xf32>) -> f32 {
  %e = vector.extract %v[4] : f32 from vector<4xf32>
  return %e : f32
}
func.func @negative(%v: vector<4xf32>) -> f32 {
  %e = vector.extract %v[-2] : f32 from vector<4xf32>
  return %e : f32
}
func.func @too_many(%v: vector<4xf32>) -> f32 {
  %e = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return %e : f32
}
func.func @result(%v: vector<2x4xf32>) -> f32 {
  %e = vector.extract %v[1] : f32 from vector<2x4xf32>
  return %e : f32
}
func.func @dynamic_leading(%v: vector<2x4xf32>, %i: index) -> f32 {
  %e = vector.extract %v[%i, 1] : f32 from vector<2x4xf32>
  return %e : f32
}
func.func @insert_value(%v: vector<2x4xf32>, %x: f32) -> vector<2x4xf32> {
  %r = vector.insert %x, %v[1] : f32 into vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @insert_oob(%v: vector<2x4xf32>, %x: f32) -> vector<2x4xf32> {
  %r = vector.insert %x, %v[2, 0] : f32 into vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @word(%v: vector<4xf32>) -> f32 {
  %e = vector.extract %v[1] : f32 into vector<4xf32>
  return %e : f32
}
func.func @scalar(%v: f32) -> f32 {
  %e = vector.extract %v[0] : f32 from f32
  return %e : f32
}
func.func @element_rank(%v: vector<2x4xf32>, %i: i32) -> f32 {
  %e = vector.extractelement %v[%i : i32] : vector<2x4xf32>
  return %e : f32
}
func.func @element_float_position(%v: vector<4xf32>, %i: f32) -> f32 {
  %e = vector.extractelement %v[%i : f32] : vector<4xf32>
  return %e : f32
}
