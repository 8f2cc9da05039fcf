// memref.cast between a column-major and a row-major layout of one shape
func.func @f(%m: memref<4x8xf32, contiguous<[1, 0]>>) {
  %0 = memref.cast %m : memref<4x8xf32, contiguous<[1, 0]>> to memref<4x8xf32>
  return
}
