// vector.extract_strided_slice and vector.insert_strided_slice: a 2x4
// window of a 4x8 matrix, whole rows (the lanes not cut), a 1-D slice,
// a row put into a 4x8 matrix at (3, 5), a 2x3 block at (1, 4), a 1-D
// slice into a 1-D vector, the generic form; vectors from memory.
func.func @extract(%m: memref<4x8xf32>, %o: memref<2x4xf32>, %r: memref<3x8xf32>, %l: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
  %e = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  vector.transfer_write %e, %o[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<2x4xf32>
  %rows = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<4x8xf32> to vector<3x8xf32>
  vector.transfer_write %rows, %r[%c0, %c0] {in_bounds = [true, true]} : vector<3x8xf32>, memref<3x8xf32>
  %row = vector.extract %v[2] : vector<8xf32> from vector<4x8xf32>
  %s = "vector.extract_strided_slice"(%row) <{offsets = [5], sizes = [3], strides = [1]}> : (vector<8xf32>) -> vector<3xf32>
  vector.store %s, %l[%c0] : memref<3xf32>, vector<3xf32>
  return
}
func.func @insert(%m: memref<4x8xi16>, %a: memref<2xi16>, %b: memref<2x3xi16>, %w: memref<8xi16>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i16
  %v = vector.transfer_read %m[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x8xi16>, vector<4x8xi16>
  %x = vector.load %a[%c0] : memref<2xi16>, vector<2xi16>
  %y = vector.transfer_read %b[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x3xi16>, vector<2x3xi16>
  %i = vector.insert_strided_slice %x, %v {offsets = [3, 5], strides = [1]} : vector<2xi16> into vector<4x8xi16>
  %j = vector.insert_strided_slice %y, %i {offsets = [1, 4], strides = [1, 1]} : vector<2x3xi16> into vector<4x8xi16>
  vector.transfer_write %j, %m[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xi16>, memref<4x8xi16>
  %u = vector.load %w[%c0] : memref<8xi16>, vector<8xi16>
  %k = "vector.insert_strided_slice"(%x, %u) <{offsets = [6], strides = [1]}> : (vector<2xi16>, vector<8xi16>) -> vector<8xi16>
  vector.store %k, %w[%c0] : memref<8xi16>, vector<8xi16>
  return
}
