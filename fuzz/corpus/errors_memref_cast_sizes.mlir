// memref.cast between different static sizes
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<4x7xf32>
  return
}
