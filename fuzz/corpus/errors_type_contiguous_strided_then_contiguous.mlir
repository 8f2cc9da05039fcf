// a strided layout and then a contiguous one on one memref
func.func @f(%m: memref<4x8xf32, strided<[8, 1]>, contiguous<2>>) {
  return
}
