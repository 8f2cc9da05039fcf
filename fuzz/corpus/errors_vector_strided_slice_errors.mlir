// vector.extract_strided_slice and insert_strided_slice: integer offsets
// inside the vector, sizes that make the result's shape, strides of 1,
// one element type, a slice of no more dimensions; each function has one
// error
func.func @out_of_bounds(%v: vector<4x8xf32>) -> vector<2x4xf32> {
  %e = vector.extract_strided_slice %v {offsets = [3, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %e : vector<2x4xf32>
}
func.func @stride(%v: vector<8xf32>) -> vector<2xf32> {
  %e = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<8xf32> to vector<2xf32>
  return %e : vector<2xf32>
}
func.func @sizes(%v: vector<4x8xf32>) -> vector<2x8xf32> {
  %e = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return %e : vector<2x8xf32>
}
func.func @no_sizes(%v: vector<8xf32>) -> vector<2xf32> {
  %e = vector.extract_strided_slice %v {offsets = [0], strides = [1]} : vector<8xf32> to vector<2xf32>
  return %e : vector<2xf32>
}
func.func @insert_offsets(%s: vector<2xf32>, %v: vector<4x8xf32>) -> vector<4x8xf32> {
  %r = vector.insert_strided_slice %s, %v {offsets = [7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return %r : vector<4x8xf32>
}
func.func @insert_past(%s: vector<2xf32>, %v: vector<4x8xf32>) -> vector<4x8xf32> {
  %r = vector.insert_strided_slice %s, %v {offsets = [3, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return %r : vector<4x8xf32>
}
func.func @insert_rank(%s: vector<2x2x2xf32>, %v: vector<4x8xf32>) -> vector<4x8xf32> {
  %r = vector.insert_strided_slice %s, %v {offsets = [0, 0], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<4x8xf32>
  return %r : vector<4x8xf32>
}
func.func @insert_elem(%s: vector<2xi32>, %v: vector<8xf32>) -> vector<8xf32> {
  %r = vector.insert_strided_slice %s, %v {offsets = [0], strides = [1]} : vector<2xi32> into vector<8xf32>
  return %r : vector<8xf32>
}
func.func @insert_word(%s: vector<2xf32>, %v: vector<8xf32>) -> vector<8xf32> {
  %r = vector.insert_strided_slice %s, %v {offsets = [0], strides = [1]} : vector<2xf32> to vector<8xf32>
  return %r : vector<8xf32>
}
