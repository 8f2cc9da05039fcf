// Names ir2ll makes up (idx, idx.1, ...) and MLIR names of the same spelling stay distinct.
func.func @f(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
  %a = memref.load %m[%i, %j] : memref<?x?xf32>
  %b = memref.load %m[%j, %i] : memref<?x?xf32>
  %idx = arith.addi %i, %j : index
  %idx.1 = arith.muli %i, %j : index
  %idx.3 = arith.muli %idx.1, %idx : index
  %idx.4 = arith.muli %idx.3, %idx : index
  %c = memref.load %m[%idx.4, %idx.1] : memref<?x?xf32>
  %s = arith.addf %a, %b : f32
  %t = arith.addf %s, %c : f32
  return %t : f32
}
