// memref.cast between static offsets
func.func @f(%m: memref<4xf32, contiguous<1, offset: 2>>) {
  %0 = memref.cast %m : memref<4xf32, contiguous<1, offset: 2>> to memref<4xf32, strided<[1], offset: 3>>
  return
}
