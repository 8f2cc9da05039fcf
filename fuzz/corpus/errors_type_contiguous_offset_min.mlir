func.func @f(%m: memref<4xf32, contiguous<1, offset: -9223372036854775808>>) {
  return
}
