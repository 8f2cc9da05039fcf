// memref.alloc without the dynamic size
func.func @f() {
  %m = memref.alloc() : memref<?xf32>
  return
}
