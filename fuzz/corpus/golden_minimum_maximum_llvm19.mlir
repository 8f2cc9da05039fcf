// ir2ll-args: --llvm-version=19
// arith.minimumf and maximumf for LLVM 19 and later: calls of
// llvm.minimum and llvm.maximum, which the x86 code generators of
// LLVM 19 select (those of LLVM 15 and 16 do not: minimum_maximum
// has the expansion for them).
func.func @min_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}

func.func @max_v4f64(%a: vector<4xf64>, %b: vector<4xf64>) -> vector<4xf64> {
  %r = arith.maximumf %a, %b : vector<4xf64>
  return %r : vector<4xf64>
}

func.func @min_f16(%a: f16, %b: f16) -> f16 {
  %r = arith.minimumf %a, %b fastmath<nnan> : f16
  return %r : f16
}
