// complex.bitcast is not supported
func.func @f(%a: complex<f32>) -> i64 {
  %e = complex.bitcast %a : complex<f32> to i64
  return %e : i64
}
