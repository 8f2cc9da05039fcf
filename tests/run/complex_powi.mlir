// complex.powi (pow of (n, 0)) on f32 with i32 and f64 with i64 exponents,
// positive, negative and zero, over zeros, infinities and NaN: the same
// bits as MLIR 22's --convert-complex-to-standard at -O0 and -O2
func.func @pi32(%a: complex<f32>, %n: i32) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.powi %a, %n : complex<f32>, i32
  return %r : complex<f32>
}
func.func @pi64(%a: complex<f64>, %n: i64) -> complex<f64> {
  %r = complex.powi %a, %n fastmath<contract> : complex<f64>, i64
  return %r : complex<f64>
}
