// a new buffer starts at offset 0, not at a static nonzero offset
func.func @f() {
  %m = memref.alloc() : memref<4x8xf32, contiguous<[1, 0], offset: 3>>
  return
}
