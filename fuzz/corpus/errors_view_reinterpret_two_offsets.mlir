func.func @f(%m: memref<?xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0, 1], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
