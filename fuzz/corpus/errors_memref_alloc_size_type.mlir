// memref.alloc dynamic size is i32, not index
func.func @f(%n: i32) {
  %m = memref.alloc(%n) : memref<?xf32>
  return
}
