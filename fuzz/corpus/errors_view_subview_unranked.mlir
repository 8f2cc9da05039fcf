func.func @f(%m: memref<*xf32>) {
  %s = memref.subview %m[0] [4] [1] : memref<*xf32> to memref<4xf32, strided<[1]>>
  return
}
