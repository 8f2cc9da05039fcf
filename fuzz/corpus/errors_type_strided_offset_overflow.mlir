func.func @f(%m: memref<4xf32, strided<[1], offset: 99999999999999999999>>) {
  return
}
