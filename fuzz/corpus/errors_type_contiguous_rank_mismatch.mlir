// a contiguous layout whose rank is not the memref's
func.func @f(%m: memref<4x8xf32, contiguous<3>>) {
  return
}
