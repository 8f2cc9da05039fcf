// complex.eq takes no fastmath flags
func.func @f(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %e = complex.eq %a, %b fastmath<nnan> : complex<f32>
  return %e : i1
}
