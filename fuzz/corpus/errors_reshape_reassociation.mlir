func.func @f(%m: memref<2x3x4xf32>) {
  %c = memref.collapse_shape %m [[0], [2, 1]] : memref<2x3x4xf32> into memref<2x12xf32>
  return
}
