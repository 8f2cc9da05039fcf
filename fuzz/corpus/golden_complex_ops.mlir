// The complex dialect's ops as LLVM IR: struct operations for create, re,
// im and constant; add, mul, div, neg, conj, abs, eq and neq expanded as
// MLIR 22's convert-complex-to-standard does, fastmath flags included.
func.func @ops(%x: f32, %y: f32, %b: complex<f32>) -> (complex<f32>, f32, i1, i1) {
  %a = complex.create %x, %y : complex<f32>
  %k = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %s = complex.add %a, %k fastmath<nnan,ninf> : complex<f32>
  %p = complex.mul %s, %b : complex<f32>
  %n = complex.neg %p : complex<f32>
  %j = complex.conj %n : complex<f32>
  %m = complex.abs %j fastmath<fast> : complex<f32>
  %r = complex.re %j : complex<f32>
  %t = arith.addf %m, %r : f32
  %e = complex.eq %a, %b : complex<f32>
  %ne = complex.neq %a, %k : complex<f32>
  return %j, %t, %e, %ne : complex<f32>, f32, i1, i1
}

// Smith's algorithm and C99's recovery of infinities and zero divisors
func.func @div(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %q = complex.div %a, %b : complex<f64>
  return %q : complex<f64>
}

// half and bfloat parts
func.func @small(%a: complex<f16>, %b: complex<bf16>) -> (f16, complex<bf16>) {
  %i = complex.im %a : complex<f16>
  %k = complex.constant [1.0 : bf16, 0.5 : bf16] : complex<bf16>
  %s = complex.sub %b, %k : complex<bf16>
  return %i, %s : f16, complex<bf16>
}
