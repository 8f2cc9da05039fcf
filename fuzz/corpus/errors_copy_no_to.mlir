// memref.copy without the target's type
func.func @f(%a: memref<?xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<?xf32>
  return
}
