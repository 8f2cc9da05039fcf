// memref.store with fewer indices than the rank
func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}
