// vector.transfer_read and vector.transfer_write: 1-D and n-D vectors at
// the memref's last dimensions, lanes and rows past the end padded (read)
// or left alone (write) unless in_bounds says so, an optional mask; a
// window at a dynamic offset, a rank-3 memref, the generic form.
func.func @read1(%m: memref<?xf32>, %i: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32>
  vector.store %v, %out[%c0] : memref<4xf32>, vector<4xf32>
  return
}
func.func @write1(%m: memref<?xi32>, %i: index, %k: index) {
  %c0 = arith.constant 0 : index
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %i : index to vector<4xindex>
  %x = arith.addi %s, %b : vector<4xindex>
  %v = arith.index_cast %x : vector<4xindex> to vector<4xi32>
  %mask = vector.create_mask %k : vector<4xi1>
  vector.transfer_write %v, %m[%i], %mask : vector<4xi32>, memref<?xi32>
  return
}
// a row of a dynamic matrix, masked, the padding 7.5
func.func @read_row(%m: memref<?x?xf64>, %i: index, %j: index, %k: index, %out: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 7.5 : f64
  %mask = vector.create_mask %k : vector<4xi1>
  %v = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf64>, vector<4xf64>
  vector.transfer_write %v, %out[%c0] {in_bounds = [true]} : vector<4xf64>, memref<4xf64>
  return
}
// a 3x4 block at (i, j): rows and lanes past the ends are 99
func.func @read_block(%m: memref<?x?xi16>, %i: index, %j: index, %out: memref<3x4xi16>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 99 : i16
  %v = vector.transfer_read %m[%i, %j], %pad : memref<?x?xi16>, vector<3x4xi16>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xi16>, memref<3x4xi16>
  return
}
// a 2x4 block of -1 written at (i, j) under a mask of a rows and b lanes;
// the rows are in bounds, the lanes not
func.func @write_block(%m: memref<4x?xi8>, %i: index, %j: index, %a: index, %b: index) {
  %v = arith.constant dense<-1> : vector<2x4xi8>
  %mask = vector.create_mask %a, %b : vector<2x4xi1>
  vector.transfer_write %v, %m[%i, %j], %mask {in_bounds = [true, false]} : vector<2x4xi8>, memref<4x?xi8>
  return
}
// the plain load and store of in-bounds transfers, in a window at a
// dynamic offset; a rank-3 memref read by a 2-D vector
func.func @window(%m: memref<?x?xf32>, %o: index, %out: memref<2x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %w = memref.subview %m[%o, %o] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %w[%c1, %c0], %pad {in_bounds = [true]} : memref<2x2xf32, strided<[?, 1], offset: ?>>, vector<2xf32>
  %s = vector.reduction <add>, %r : vector<2xf32> into f32
  %cube = memref.alloca() : memref<2x2x3xf32>
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  vector.transfer_write %t, %cube[%c1, %c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<2x2x3xf32>
  %minus = arith.constant -9.0 : f32
  %u = vector.transfer_read %cube[%c1, %c1, %c1], %minus : memref<2x2x3xf32>, vector<2x3xf32>
  vector.transfer_write %u, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<2x3xf32>
  return %s : f32
}
// the generic form: read 4 at i (padding 0), write them back at j
func.func @generic(%m: memref<?xi64>, %i: index, %j: index) {
  %pad = arith.constant 0 : i64
  %v = "vector.transfer_read"(%m, %i, %pad) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xi64>, index, i64) -> vector<4xi64>
  "vector.transfer_write"(%v, %m, %j) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xi64>, memref<?xi64>, index) -> ()
  return
}
