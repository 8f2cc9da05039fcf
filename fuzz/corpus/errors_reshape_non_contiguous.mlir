func.func @f(%m: memref<4x4xf32, strided<[8, 1]>>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>
  return
}
