// memref type without its closing '>'
func.func @f(%m: memref<4xf32) {
  return
}
