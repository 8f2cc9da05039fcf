// complex.add of two complex types (generic form)
func.func @f(%a: complex<f32>, %b: complex<f64>) -> complex<f32> {
  %s = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return %s : complex<f32>
}
