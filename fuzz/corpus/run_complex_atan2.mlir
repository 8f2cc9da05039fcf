// complex.atan2 on f32, f64 (with fastmath: no NaN in) and f16, over zeros of
// both signs, ones, negative and fractional parts, infinities and NaN: the
// same bits as MLIR 22's --convert-complex-to-standard at -O0 and -O2
func.func @at32(%y: complex<f32>, %x: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %r = complex.atan2 %y, %x : complex<f32>
  return %r : complex<f32>
}
func.func @at64(%y: complex<f64>, %x: complex<f64>) -> complex<f64> {
  %r = complex.atan2 %y, %x fastmath<nnan,contract> : complex<f64>
  return %r : complex<f64>
}
func.func @at16(%y: complex<f32>, %x: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %a = complex.re %y : complex<f32>
  %b = complex.im %y : complex<f32>
  %c = complex.re %x : complex<f32>
  %d = complex.im %x : complex<f32>
  %a16 = arith.truncf %a : f32 to f16
  %b16 = arith.truncf %b : f32 to f16
  %c16 = arith.truncf %c : f32 to f16
  %d16 = arith.truncf %d : f32 to f16
  %y16 = complex.create %a16, %b16 : complex<f16>
  %x16 = complex.create %c16, %d16 : complex<f16>
  %r16 = complex.atan2 %y16, %x16 : complex<f16>
  %re16 = complex.re %r16 : complex<f16>
  %im16 = complex.im %r16 : complex<f16>
  %re = arith.extf %re16 : f16 to f32
  %im = arith.extf %im16 : f16 to f32
  %r = complex.create %re, %im : complex<f32>
  return %r : complex<f32>
}
