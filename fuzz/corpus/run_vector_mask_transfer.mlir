// vector.mask over vector.transfer_read and transfer_write: the mask goes
// to the transfer (lanes masked off read as the padding, or are not
// written), with the transfer's own bounds: 1-D crossing the end, 2-D
// masked rows and lanes, the generic form.
func.func @read(%m: memref<?xf32>, %i: index, %k: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %mask = vector.create_mask %k : vector<4xi1>
  %v = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.store %v, %out[%c0] : memref<4xf32>, vector<4xf32>
  return
}
func.func @write(%m: memref<?xi32>, %i: index, %k: index) {
  %v = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
  %mask = vector.create_mask %k : vector<4xi1>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<4xi32>, memref<?xi32> } : vector<4xi1>
  return
}
func.func @block(%m: memref<?x?xi16>, %i: index, %j: index, %a: index, %b: index, %out: memref<2x4xi16>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 99 : i16
  %mask = vector.create_mask %a, %b : vector<2x4xi1>
  %v = vector.mask %mask { vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false]} : memref<?x?xi16>, vector<2x4xi16> } : vector<2x4xi1> -> vector<2x4xi16>
  vector.transfer_write %v, %out[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xi16>, memref<2x4xi16>
  %ones = arith.constant dense<-1> : vector<2x4xi16>
  "vector.mask"(%mask) ({
    "vector.transfer_write"(%ones, %m, %i, %j) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (vector<2x4xi16>, memref<?x?xi16>, index, index) -> ()
    "vector.yield"() : () -> ()
  }) : (vector<2x4xi1>) -> ()
  return
}
