func.func @f(%m: memref<6xf32>, %n: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 3] : memref<6xf32> into memref<2x3xf32>
  return
}
