// memref.copy between memrefs of different element types
func.func @f(%a: memref<4xf32>, %b: memref<4xf64>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf64>
  return
}
