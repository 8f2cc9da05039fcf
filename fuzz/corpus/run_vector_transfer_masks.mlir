// vector.transfer_read and transfer_write with a mask under a permutation
// map: the mask's dimensions are the vector's that are not broadcast, in
// the order of the memref dimensions they run along; a lane whose mask
// bit is off reads the padding (writes nothing), as a lane out of bounds
// does. A column of a matrix (1-D, along dimension 0), a transposed 2x3
// block (its mask 3x2), broadcast rows (a mask of the row's lanes),
// broadcast lanes (a mask of the rows), the mask as vector.mask's. The
// mask comes from %k's bytes; the indices may be past the ends.
func.func @column(%m: memref<?x?xf32>, %i: index, %j: index, %k: memref<8xi8>, %o: memref<5xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %kb = vector.load %k[%c0] : memref<8xi8>, vector<5xi8>
  %mask = arith.trunci %kb : vector<5xi8> to vector<5xi1>
  %v = vector.transfer_read %m[%i, %j], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<5xf32>
  vector.store %v, %o[%c0] : memref<5xf32>, vector<5xf32>
  %w = arith.constant dense<[100.0, 101.0, 102.0, 103.0, 104.0]> : vector<5xf32>
  vector.transfer_write %w, %m[%i, %j], %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<5xf32>, memref<?x?xf32>
  return
}
func.func @transposed(%m: memref<?x?xf32>, %i: index, %j: index, %k: memref<8xi8>, %o: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %kb = vector.load %k[%c0] : memref<8xi8>, vector<6xi8>
  %kf = arith.trunci %kb : vector<6xi8> to vector<6xi1>
  %mask = vector.shape_cast %kf : vector<6xi1> to vector<3x2xi1>
  %v = vector.transfer_read %m[%i, %j], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x3xf32>
  %vf = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  vector.store %vf, %o[%c0] : memref<6xf32>, vector<6xf32>
  %w = arith.constant dense<[[200.0, 201.0, 202.0], [210.0, 211.0, 212.0]]> : vector<2x3xf32>
  vector.mask %mask { vector.transfer_write %w, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xf32>, memref<?x?xf32> } : vector<3x2xi1>
  return
}
func.func @broadcast(%m: memref<?x?xf32>, %i: index, %j: index, %k: memref<8xi8>, %o: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %kb = vector.load %k[%c0] : memref<8xi8>, vector<3xi8>
  %mask = arith.trunci %kb : vector<3xi8> to vector<3xi1>
  %rows = vector.transfer_read %m[%i, %j], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x3xf32>
  %rf = vector.shape_cast %rows : vector<2x3xf32> to vector<6xf32>
  vector.store %rf, %o[%c0] : memref<12xf32>, vector<6xf32>
  %lanes = vector.mask %mask { vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<3x2xf32> } : vector<3xi1> -> vector<3x2xf32>
  %lf = vector.shape_cast %lanes : vector<3x2xf32> to vector<6xf32>
  %c6 = arith.constant 6 : index
  vector.store %lf, %o[%c6] : memref<12xf32>, vector<6xf32>
  return
}
