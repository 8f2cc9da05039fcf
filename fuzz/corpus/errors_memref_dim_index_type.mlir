// memref.dim index operand is i32, not index
func.func @f(%m: memref<?xf32>, %i: i32) -> index {
  %0 = memref.dim %m, %i : memref<?xf32>
  return %0 : index
}
