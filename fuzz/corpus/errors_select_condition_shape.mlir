// arith.select with a vector condition: only of vectors of its shape
func.func @memrefs(%c: vector<4xi1>, %a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  %0 = arith.select %c, %a, %b : vector<4xi1>, memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @shape(%c: vector<2xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.select %c, %a, %b : vector<2xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
