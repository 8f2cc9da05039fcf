// memref.cast between element types
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
