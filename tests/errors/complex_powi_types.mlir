// complex.powi takes a complex and an integer, and gives the complex type
func.func @float_exponent(%a: complex<f32>, %n: f32) -> complex<f32> {
  %r = complex.powi %a, %n : complex<f32>, f32
  return %r : complex<f32>
}
func.func @float_base(%a: f32, %n: i32) -> f32 {
  %r = complex.powi %a, %n : f32, i32
  return %r : f32
}
func.func @generic_result(%a: complex<f32>, %n: i32) -> complex<f64> {
  %r = "complex.powi"(%a, %n) : (complex<f32>, i32) -> complex<f64>
  return %r : complex<f64>
}
