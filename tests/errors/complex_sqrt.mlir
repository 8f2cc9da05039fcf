// complex.sqrt is not supported
func.func @f(%a: complex<f32>) -> complex<f32> {
  %e = complex.sqrt %a : complex<f32>
  return %e : complex<f32>
}
