// memref.rank of a non-memref
func.func @f(%x: f32) -> index {
  %0 = memref.rank %x : f32
  return %0 : index
}
