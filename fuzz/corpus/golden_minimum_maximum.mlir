// arith.minimumf and maximumf for LLVM 15 and later (the default): the
// x86 code generators of LLVM 15 and 16 cannot select llvm.minimum and
// llvm.maximum, so they call functions defined once for the module that
// expand them as LLVM does (NaN if either operand is, -0 below +0), marked
// alwaysinline; --llvm-version=19 calls the intrinsics
// (minimum_maximum_llvm19).
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
