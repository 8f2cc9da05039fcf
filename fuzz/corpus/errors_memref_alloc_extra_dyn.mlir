// memref.alloc with a dynamic size for a static shape
func.func @f(%n: index) {
  %m = memref.alloc(%n) : memref<4xf32>
  return
}
