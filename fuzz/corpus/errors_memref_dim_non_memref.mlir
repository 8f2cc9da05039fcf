// memref.dim on a value that is not a memref
func.func @f(%x: i32, %i: index) -> index {
  %0 = memref.dim %x, %i : i32
  return %0 : index
}
