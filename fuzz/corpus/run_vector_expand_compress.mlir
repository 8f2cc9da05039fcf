// vector.expandload and vector.compressstore: the set lanes of the mask
// take consecutive elements from the address on (the others the
// pass-through's), or store theirs there one after another; masks of
// 0 to 8 lanes from memory, a 2-D base, the generic form.
func.func @expand(%m: memref<?x8xf32>, %row: index, %col: index, %bits: memref<8xi8>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %b = vector.load %bits[%c0] : memref<8xi8>, vector<8xi8>
  %z = arith.constant dense<0> : vector<8xi8>
  %mask = arith.cmpi ne, %b, %z : vector<8xi8>
  %pass = arith.constant dense<-1.0> : vector<8xf32>
  %v = vector.expandload %m[%row, %col], %mask, %pass : memref<?x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.store %v, %out[%c0] : memref<8xf32>, vector<8xf32>
  return
}
func.func @compress(%m: memref<16xi32>, %at: index, %bits: memref<8xi8>) {
  %c0 = arith.constant 0 : index
  %b = vector.load %bits[%c0] : memref<8xi8>, vector<8xi8>
  %z = arith.constant dense<0> : vector<8xi8>
  %mask = arith.cmpi ne, %b, %z : vector<8xi8>
  %v = arith.constant dense<[10, 11, 12, 13, 14, 15, 16, 17]> : vector<8xi32>
  "vector.compressstore"(%m, %at, %mask, %v) : (memref<16xi32>, index, vector<8xi1>, vector<8xi32>) -> ()
  return
}
