// memref dim one operand
func.func @f(%m: memref<?xf32>) -> index {
  %0 = memref.dim %m : memref<?xf32>
  return %0 : index
}
