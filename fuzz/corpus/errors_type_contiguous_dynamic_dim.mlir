// a '?' dimension in a contiguous layout
func.func @f(%m: memref<4x8xf32, contiguous<[?, 0]>>) {
  return
}
