func.func @f(%x: f32) {
  %p = memref.extract_aligned_pointer_as_index %x : f32 -> index
  return
}
