// vector.transfer_read and transfer_write: a ranked memref and a vector
// of its element type, a permutation map of the memref's dimensions
// whose results are distinct dimensions or 0 (a read's broadcast), one
// index per memref dimension, a padding of the element type, an optional
// mask of i1 of the vector's shape (its dimensions that are not broadcast,
// in the memref's order: not all broadcast), in_bounds one boolean per
// vector dimension; each function has one error
func.func @masked_transposed(%m: memref<?x?xf32>, %i: index, %k: vector<2x4xi1>) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %v = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32, vector<2x4xi1>) -> vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @masked_broadcast(%m: memref<?x?xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.mask %k { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
func.func @no_broadcast(%m: memref<?xf32>, %i: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @write_broadcast(%m: memref<?x?xf32>, %i: index, %v: vector<2x4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<2x4xf32>, memref<?x?xf32>
  return
}
func.func @not_projected(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @map_dims(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @twice(%m: memref<?x?xf32>, %i: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @pad_type(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f64
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @elem_type(%m: memref<?xf32>, %i: index, %v: vector<4xi32>) {
  vector.transfer_write %v, %m[%i] : vector<4xi32>, memref<?xf32>
  return
}
func.func @mask_shape(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i], %k : vector<4xf32>, memref<?xf32>
  return
}
func.func @in_bounds(%m: memref<?x?xf32>, %i: index, %v: vector<2x4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<2x4xf32>, memref<?x?xf32>
  return
}
func.func @indices(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<?x?xf32>, index) -> ()
  return
}
func.func @unranked(%m: memref<*xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p : memref<*xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @types(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>
  return %v : vector<4xf32>
}
func.func @no_padding(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %v = vector.transfer_read %m[%i] : memref<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @generic_map(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0 * 2)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return %v : vector<4xf32>
}
func.func @in_bounds_kind(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p {in_bounds = [1]} : memref<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
