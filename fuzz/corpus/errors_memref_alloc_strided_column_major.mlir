// a new buffer is row-major: a column-major strided layout is not what alloc makes
func.func @f() {
  %m = memref.alloc() : memref<4x8xf32, strided<[1, 4]>>
  return
}
