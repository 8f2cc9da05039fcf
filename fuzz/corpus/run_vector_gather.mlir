// vector.gather and vector.scatter: lanes at a base position plus an
// index vector (of i32 or index), the masked-off lanes the pass-through's
// (gather) or left alone (scatter); a 2-D base, the generic form. The
// vectors come from and go to memory (C passes masks otherwise).
func.func @gather_rows(%m: memref<?x8xf32>, %row: index, %idxs: memref<4xi32>, %k: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %idx = vector.load %idxs[%c0] : memref<4xi32>, vector<4xi32>
  %mask = vector.create_mask %k : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %m[%row, %c2][%idx], %mask, %pass : memref<?x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.store %g, %out[%c0] : memref<4xf32>, vector<4xf32>
  return
}
// s[where[i]] = where[i]^2 for the lanes where odd[i]
func.func @scatter_squares(%m: memref<16xi64>, %where: memref<4xindex>, %odd: memref<4xi8>) {
  %c0 = arith.constant 0 : index
  %idx = vector.load %where[%c0] : memref<4xindex>, vector<4xindex>
  %o = vector.load %odd[%c0] : memref<4xi8>, vector<4xi8>
  %z = arith.constant dense<0> : vector<4xi8>
  %mask = arith.cmpi ne, %o, %z : vector<4xi8>
  %v = arith.index_cast %idx : vector<4xindex> to vector<4xi64>
  %sq = arith.muli %v, %v : vector<4xi64>
  vector.scatter %m[%c0][%idx], %mask, %sq : memref<16xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64>
  return
}
// the reverse of 8 elements: gather at 7 - i, in the generic form
func.func @reverse(%m: memref<8xi32>, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %rev = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xi32>
  %all = arith.constant dense<true> : vector<8xi1>
  %zero = arith.constant dense<0> : vector<8xi32>
  %g = "vector.gather"(%m, %c0, %rev, %all, %zero) : (memref<8xi32>, index, vector<8xi32>, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
  vector.store %g, %out[%c0] : memref<8xi32>, vector<8xi32>
  return
}
