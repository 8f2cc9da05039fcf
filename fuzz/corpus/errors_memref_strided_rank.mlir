// strided layout with fewer strides than the rank
func.func @f(%m: memref<4x4xf32, strided<[1]>>) {
  return
}
