// a contiguous layout that names a dimension twice
func.func @f(%m: memref<4x8xf32, contiguous<[1, 1]>>) {
  return
}
