// negative memref dimension
func.func @f(%m: memref<-1xf32>) {
  return
}
