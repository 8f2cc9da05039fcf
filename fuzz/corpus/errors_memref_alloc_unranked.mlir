// memref.alloc of an unranked memref
func.func @f() {
  %m = memref.alloc() : memref<*xf32>
  return
}
