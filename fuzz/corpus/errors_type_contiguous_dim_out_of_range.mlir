// a contiguous layout that names a dimension the memref does not have
func.func @f(%m: memref<4x8xf32, contiguous<[0, 2]>>) {
  return
}
