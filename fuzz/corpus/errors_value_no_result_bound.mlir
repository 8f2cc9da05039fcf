// a name bound to an op without results
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  %0 = memref.store %x, %m[%i] : memref<4xf32>
  return
}
