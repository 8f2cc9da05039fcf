// memref.cast between memory spaces
func.func @f(%m: memref<4xf32, 1>) {
  %0 = memref.cast %m : memref<4xf32, 1> to memref<*xf32>
  return
}
