// complex.create operands must have the element type (generic form)
func.func @f(%a: f64, %b: f32) -> complex<f32> {
  %c = "complex.create"(%a, %b) : (f64, f32) -> complex<f32>
  return %c : complex<f32>
}
