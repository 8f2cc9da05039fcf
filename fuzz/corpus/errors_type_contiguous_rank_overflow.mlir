func.func @f(%m: memref<4xf32, contiguous<18446744073709551615, offset: ?>>) {
  return
}
