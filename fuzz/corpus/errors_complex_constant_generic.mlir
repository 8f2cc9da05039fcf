// complex.constant without a value (generic form)
func.func @f() -> complex<f32> {
  %k = "complex.constant"() : () -> complex<f32>
  return %k : complex<f32>
}
