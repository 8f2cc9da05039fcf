func.func @f(%m: memref<8xf32>) {
  %s = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xi32, strided<[1]>>
  return
}
