// memref.alloca with one dynamic size for two '?' dimensions
func.func @f(%n: index) {
  %m = memref.alloca(%n) : memref<?x?xf32>
  return
}
