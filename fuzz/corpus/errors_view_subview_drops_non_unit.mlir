func.func @f(%m: memref<8x8xf32>) {
  %s = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>
  return
}
