func.func @f(%m: memref<?xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [-4], strides: [1] : memref<?xf32> to memref<?xf32>
  return
}
