// complex.constant parts of another type
func.func @f() -> complex<f32> {
  %k = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return %k : complex<f32>
}
