// vector.load, store, maskedload and maskedstore: element types, index
// counts, strides, n-D vectors, masks
func.func @elem(%m: memref<?xf32>, %i: index) -> vector<4xi32> {
  %v = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @indices(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %v = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @strided(%m: memref<?xf32, strided<[2]>>, %i: index) -> vector<4xf32> {
  %v = vector.load %m[%i] : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @nd(%m: memref<?x8xf32>, %i: index, %v: vector<2x8xf32>) {
  vector.store %v, %m[%i, %i] : memref<?x8xf32>, vector<2x8xf32>
  return
}
func.func @one_type(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %v = vector.load %m[%i] : memref<?xf32>
  return %v : vector<4xf32>
}
func.func @mask(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}
func.func @pass(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf64> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf64>
  return %v : vector<4xf64>
}
func.func @into(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  vector.maskedstore %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
