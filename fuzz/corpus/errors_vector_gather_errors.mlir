// vector.gather and vector.scatter: an index vector of integers of the
// vector's shape, a mask of i1, a pass-through of the result type, four
// types; each function has one error
func.func @float_idx(%m: memref<8xf32>, %i: vector<4xf32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0][%i], %k, %p : memref<8xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
func.func @short_idx(%m: memref<8xf32>, %i: vector<2xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0][%i], %k, %p : memref<8xf32>, vector<2xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
func.func @pass(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0][%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xf32>
  return
}
func.func @types(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return
}
func.func @into(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%i], %k, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
func.func @strided(%m: memref<8xf32, strided<[2]>>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %m[%c0][%i], %k, %p : memref<8xf32, strided<[2]>>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
