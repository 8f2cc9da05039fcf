// complex.abs result of the wrong type (generic form)
func.func @f(%a: complex<f32>) -> f64 {
  %m = "complex.abs"(%a) : (complex<f32>) -> f64
  return %m : f64
}
