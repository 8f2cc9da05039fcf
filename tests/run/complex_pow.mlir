// complex.pow on f32 and f64 (with fastmath: no NaN in), over zeros, ones,
// negative and fractional parts, infinities and NaN, the special cases
// included: the same bits as MLIR 22's --convert-complex-to-standard
// at -O0 and -O2
func.func @pw32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.pow %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @pw64(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %r = complex.pow %a, %b fastmath<nnan,contract> : complex<f64>
  return %r : complex<f64>
}
