// complex.rsqrt on f32, f64 (with fastmath: no NaN in) and f16, over zeros,
// tiny and huge parts, infinities and NaN: the same bits as MLIR 22's
// --convert-complex-to-standard at -O0 and -O2
func.func @rs32(%a: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.rsqrt %a : complex<f32>
  return %r : complex<f32>
}
func.func @rs64(%a: complex<f64>) -> complex<f64> {
  %r = complex.rsqrt %a fastmath<nnan,contract> : complex<f64>
  return %r : complex<f64>
}
func.func @rs16(%x: f32, %y: f32) -> f32 {
  %a = arith.truncf %x : f32 to f16
  %b = arith.truncf %y : f32 to f16
  %c = complex.create %a, %b : complex<f16>
  %r = complex.rsqrt %c : complex<f16>
  %re = complex.re %r : complex<f16>
  %im = complex.im %r : complex<f16>
  %s = arith.addf %re, %im : f16
  %o = arith.extf %s : f16 to f32
  return %o : f32
}
