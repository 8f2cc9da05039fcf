func.func @f(%m: memref<?xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], size: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  return
}
