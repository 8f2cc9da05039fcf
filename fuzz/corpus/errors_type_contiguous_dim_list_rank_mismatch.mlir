// a contiguous list of 3 dimensions on a rank-2 memref
func.func @f(%m: memref<4x8xf32, contiguous<[2, 0, 1]>>) {
  return
}
