// a new buffer is dense: stride 2 is not what alloc makes
func.func @f() {
  %m = memref.alloca() : memref<2xf32, strided<[2]>>
  return
}
