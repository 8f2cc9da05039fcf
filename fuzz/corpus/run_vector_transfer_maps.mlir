// vector.transfer_read and transfer_write under other permutation maps
// and strides: a transposed read and write (the lanes along a dimension
// of dynamic stride: llvm.masked.gather and scatter), broadcast rows
// (result 0 in a leading position) and broadcast lanes (in the last: one
// element splatted, loaded under a one-lane mask where its row may be out
// of bounds), a vector of more dimensions than its memref, lanes at a
// static stride and at a subview's dynamic one.
func.func @transposed(%m: memref<?x?xf32>, %i: index, %j: index, %out: memref<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<2x4xf32>
  return
}
// in bounds: a gather under a mask of all lanes
func.func @transposed_in(%m: memref<?x?xf32>, %i: index, %j: index, %out: memref<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x3xf32>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<2x3xf32>
  return
}
func.func @rows(%m: memref<?x?xf32>, %i: index, %j: index, %out: memref<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -2.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x4xf32>
  return
}
func.func @lanes(%m: memref<?x?xf32>, %i: index, %j: index, %out: memref<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -3.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<3x4xf32>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x4xf32>
  return
}
func.func @splat(%m: memref<?xf32>, %i: index) -> f32 {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %p {in_bounds = [true], permutation_map = affine_map<(d0) -> (0)>} : memref<?xf32>, vector<4xf32>
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  return %s : f32
}
func.func @higher(%m: memref<?xf32>, %i: index, %out: memref<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -4.0 : f32
  %v = vector.transfer_read %m[%i], %p {in_bounds = [true, false], permutation_map = affine_map<(d0) -> (0, d0)>} : memref<?xf32>, vector<2x4xf32>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<2x4xf32>
  return
}
// every other element: lanes at stride 2; written back doubled
func.func @strided(%m: memref<?xi32, strided<[2]>>, %i: index) {
  %p = arith.constant -5 : i32
  %v = vector.transfer_read %m[%i], %p : memref<?xi32, strided<[2]>>, vector<4xi32>
  %d = arith.addi %v, %v : vector<4xi32>
  vector.transfer_write %d, %m[%i] : vector<4xi32>, memref<?xi32, strided<[2]>>
  return
}
// a transposed 2x3 block of 10 * row + lane + 1 written at (i, j)
func.func @write_transposed(%m: memref<?x?xi32>, %i: index, %j: index) {
  %v = arith.constant dense<[[1, 2, 3], [11, 12, 13]]> : vector<2x3xi32>
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xi32>, memref<?x?xi32>
  return
}
// column c of a matrix through a subview (the lanes at the row stride)
func.func @column(%m: memref<?x?xf64>, %c: index, %i: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?x?xf64>
  %col = memref.subview %m[0, %c] [%n, 1] [1, 1] : memref<?x?xf64> to memref<?xf64, strided<[?], offset: ?>>
  %p = arith.constant 100.0 : f64
  %v = vector.transfer_read %col[%i], %p : memref<?xf64, strided<[?], offset: ?>>, vector<4xf64>
  %s = vector.reduction <add>, %v : vector<4xf64> into f64
  return %s : f64
}
