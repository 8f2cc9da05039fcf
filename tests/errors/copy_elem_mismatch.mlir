// memref.copy between different element types
func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) {
  memref.copy %a, %b : memref<?xf32> to memref<?xi32>
  return
}
