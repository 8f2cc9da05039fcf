// op generic load no operands
func.func @f(%m: memref<4xf32>) -> f32 {
  %0 = "memref.load"() : () -> f32
  return %0 : f32
}
