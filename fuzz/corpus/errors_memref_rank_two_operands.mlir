// memref.rank takes one operand
func.func @f(%m: memref<4xf32>, %i: index) -> index {
  %0 = memref.rank %m, %i : memref<4xf32>
  return %0 : index
}
