// memref.cast of a non-memref
func.func @f(%x: f32) {
  %0 = memref.cast %x : f32 to memref<*xf32>
  return
}
