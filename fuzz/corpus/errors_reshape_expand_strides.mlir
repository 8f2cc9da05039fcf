func.func @f(%m: memref<6xf32, strided<[2]>>) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[2]>> into memref<2x3xf32, strided<[3, 1]>>
  return
}
