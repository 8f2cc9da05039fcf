// memref.cast between ranks
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?xf32>
  return
}
