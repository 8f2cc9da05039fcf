// a contiguous layout and a strided one on one memref
func.func @f(%m: memref<4x8xf32, contiguous<2>, strided<[8, 1]>>) {
  return
}
