// a contiguous layout with a misspelled offset
func.func @f(%m: memref<4xf32, contiguous<1, ofset: 2>>) {
  return
}
