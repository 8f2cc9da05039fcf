func.func @f(%m: memref<6xf32>) {
  %e = memref.expand_shape %m [[0, 1]] : memref<6xf32> into memref<2x3xf32>
  return
}
