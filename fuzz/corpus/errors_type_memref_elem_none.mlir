// 'none' is not a valid memref element type
func.func @f(%m: memref<4xnone>) {
  return
}
