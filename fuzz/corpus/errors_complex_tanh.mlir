// complex.tanh is not supported
func.func @f(%a: complex<f32>) -> complex<f32> {
  %e = complex.tanh %a : complex<f32>
  return %e : complex<f32>
}
