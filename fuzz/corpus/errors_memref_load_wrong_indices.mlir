// memref.load with fewer indices than the rank (result left unnamed)
func.func @f(%m: memref<4x4xf32>, %i: index) {
  memref.load %m[%i] : memref<4x4xf32>
  return
}
