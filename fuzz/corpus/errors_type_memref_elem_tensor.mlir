// tensor is not a valid memref element type
func.func @f(%m: memref<4xtensor<2xf32>>) {
  return
}
