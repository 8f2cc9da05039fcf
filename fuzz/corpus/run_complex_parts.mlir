// complex.create, re, im, constant (f32 and f64), abs, eq and neq, with
// complex values taken from and given to C as scalars.
module {
  // |re + im i| with MLIR's scaled formula: no overflow for large parts
  func.func @abs64(%re: f64, %im: f64) -> f64 {
    %c = complex.create %re, %im : complex<f64>
    %a = complex.abs %c : complex<f64>
    return %a : f64
  }

  func.func @abs32(%re: f32, %im: f32) -> f32 {
    %c = complex.create %re, %im : complex<f32>
    %a = complex.abs %c fastmath<nsz> : complex<f32>
    return %a : f32
  }

  // bit 0: x == y, bit 1: x != y
  func.func @cmp(%a: f64, %b: f64, %c: f64, %d: f64) -> i32 {
    %x = complex.create %a, %b : complex<f64>
    %y = complex.create %c, %d : complex<f64>
    %eq = complex.eq %x, %y : complex<f64>
    %ne = complex.neq %x, %y : complex<f64>
    %e = arith.extui %eq : i1 to i32
    %n = arith.extui %ne : i1 to i32
    %one = arith.constant 1 : i32
    %n2 = arith.shli %n, %one : i32
    %r = arith.ori %e, %n2 : i32
    return %r : i32
  }

  // (1.5 - 2.25i) * (re + im i) + (0.5 + 0i); the real part, then the imaginary
  func.func @affine_re(%re: f64, %im: f64) -> f64 {
    %k = complex.constant [1.5 : f64, -2.25 : f64] : complex<f64>
    %h = complex.constant [0.5, 0.0] : complex<f64>
    %x = complex.create %re, %im : complex<f64>
    %p = complex.mul %k, %x : complex<f64>
    %s = complex.add %p, %h : complex<f64>
    %r = complex.re %s : complex<f64>
    return %r : f64
  }

  func.func @affine_im(%re: f64, %im: f64) -> f64 {
    %k = complex.constant [1.5 : f64, -2.25 : f64] : complex<f64>
    %h = complex.constant [0.5, 0.0] : complex<f64>
    %x = complex.create %re, %im : complex<f64>
    %p = complex.mul %k, %x : complex<f64>
    %s = complex.add %p, %h : complex<f64>
    %r = complex.im %s : complex<f64>
    return %r : f64
  }

  // f32 constants, conj and the parts: re(conj(k)) + 10 * im(conj(k))
  func.func @const32() -> f32 {
    %k = complex.constant [3.0 : f32, 0x40000000 : f32] : complex<f32>
    %j = complex.conj %k : complex<f32>
    %r = complex.re %j : complex<f32>
    %i = complex.im %j : complex<f32>
    %ten = arith.constant 10.0 : f32
    %t = arith.mulf %i, %ten : f32
    %s = arith.addf %r, %t : f32
    return %s : f32
  }
}
