// complex.constant with an integer part
func.func @f() -> complex<f32> {
  %k = complex.constant [1 : f32, 2.0 : f32] : complex<f32>
  return %k : complex<f32>
}
