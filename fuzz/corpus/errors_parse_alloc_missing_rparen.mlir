// memref.alloc with a missing ')'
func.func @f(%n: index) {
  %m = memref.alloc(%n : memref<?xf32>
  return
}
