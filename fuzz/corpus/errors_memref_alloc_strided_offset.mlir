// a new buffer starts at offset 0
func.func @f() {
  %m = memref.alloc() : memref<2xf32, strided<[1], offset: 3>>
  return
}
