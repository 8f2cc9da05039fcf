// vector.expandload and vector.compressstore: maskedload's and
// maskedstore's operands and types, of memory space 0 (the intrinsics'
// pointer); each function has one error
func.func @space(%m: memref<?xf32, 1>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %v = vector.expandload %m[%i], %k, %p : memref<?xf32, 1>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}
func.func @mask(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<4xf32>
  return
}
func.func @into(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
func.func @elem(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xi32>) -> vector<4xi32> {
  %v = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return %v : vector<4xi32>
}
