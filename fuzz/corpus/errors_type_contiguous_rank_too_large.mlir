// a contiguous rank over 64
func.func @f(%m: memref<4xf32, contiguous<65>>) {
  return
}
