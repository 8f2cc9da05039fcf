// complex.tanh, tan and expm1 on f32, f64 (expm1 with fastmath) and f16, over
// zeros, small and large parts, infinities and NaN: the same bits as MLIR 22's
// --convert-complex-to-standard at -O0 and -O2
func.func @tanh32(%a: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.tanh %a : complex<f32>
  return %r : complex<f32>
}
func.func @tan32(%a: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.tan %a : complex<f32>
  return %r : complex<f32>
}
func.func @expm132(%a: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.expm1 %a : complex<f32>
  return %r : complex<f32>
}
func.func @tanh64(%a: complex<f64>) -> complex<f64> {
  %r = complex.tanh %a : complex<f64>
  return %r : complex<f64>
}
func.func @tan64(%a: complex<f64>) -> complex<f64> {
  %r = complex.tan %a : complex<f64>
  return %r : complex<f64>
}
func.func @expm164(%a: complex<f64>) -> complex<f64> {
  %r = complex.expm1 %a fastmath<nnan,contract> : complex<f64>
  return %r : complex<f64>
}
func.func @expm116(%x: f32, %y: f32) -> f32 {
  %a = arith.truncf %x : f32 to f16
  %b = arith.truncf %y : f32 to f16
  %c = complex.create %a, %b : complex<f16>
  %r = complex.expm1 %c : complex<f16>
  %t = complex.tanh %c : complex<f16>
  %re = complex.re %r : complex<f16>
  %im = complex.im %t : complex<f16>
  %s = arith.addf %re, %im : f16
  %o = arith.extf %s : f16 to f32
  return %o : f32
}
