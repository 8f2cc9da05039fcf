// memref.store without the value to store
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.store %m[%i] : memref<4xf32>
  return
}
