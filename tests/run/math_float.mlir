// Every float math op on f64 and f32 (libm calls, intrinsics, the expansions
// of rsqrt, expm1 and log1p), on f16 through f32, on vectors, and isnan/isfinite.
module {
  // out[0..36] = absf, acos, acosh, asin, asinh, atan, atanh, cbrt, ceil, cos, cosh, erf, erfc, exp, exp2, expm1, floor, log, log10, log1p, log2, round, roundeven, rsqrt, sin, sinh, sqrt, tan, tanh, trunc, atan2, powf, copysign, fma(x, y, z), fpowi(x, k), sin and cos of sincos(x)
  func.func @ops64(%x: f64, %y: f64, %z: f64, %k: i32, %out: memref<37xf64>) {
    %absf = math.absf %x : f64
    %c0 = arith.constant 0 : index
    memref.store %absf, %out[%c0] : memref<37xf64>
    %acos = math.acos %x : f64
    %c1 = arith.constant 1 : index
    memref.store %acos, %out[%c1] : memref<37xf64>
    %acosh = math.acosh %x : f64
    %c2 = arith.constant 2 : index
    memref.store %acosh, %out[%c2] : memref<37xf64>
    %asin = math.asin %x : f64
    %c3 = arith.constant 3 : index
    memref.store %asin, %out[%c3] : memref<37xf64>
    %asinh = math.asinh %x : f64
    %c4 = arith.constant 4 : index
    memref.store %asinh, %out[%c4] : memref<37xf64>
    %atan = math.atan %x : f64
    %c5 = arith.constant 5 : index
    memref.store %atan, %out[%c5] : memref<37xf64>
    %atanh = math.atanh %x : f64
    %c6 = arith.constant 6 : index
    memref.store %atanh, %out[%c6] : memref<37xf64>
    %cbrt = math.cbrt %x : f64
    %c7 = arith.constant 7 : index
    memref.store %cbrt, %out[%c7] : memref<37xf64>
    %ceil = math.ceil %x : f64
    %c8 = arith.constant 8 : index
    memref.store %ceil, %out[%c8] : memref<37xf64>
    %cos = math.cos %x : f64
    %c9 = arith.constant 9 : index
    memref.store %cos, %out[%c9] : memref<37xf64>
    %cosh = math.cosh %x : f64
    %c10 = arith.constant 10 : index
    memref.store %cosh, %out[%c10] : memref<37xf64>
    %erf = math.erf %x : f64
    %c11 = arith.constant 11 : index
    memref.store %erf, %out[%c11] : memref<37xf64>
    %erfc = math.erfc %x : f64
    %c12 = arith.constant 12 : index
    memref.store %erfc, %out[%c12] : memref<37xf64>
    %exp = math.exp %x : f64
    %c13 = arith.constant 13 : index
    memref.store %exp, %out[%c13] : memref<37xf64>
    %exp2 = math.exp2 %x : f64
    %c14 = arith.constant 14 : index
    memref.store %exp2, %out[%c14] : memref<37xf64>
    %expm1 = math.expm1 %x : f64
    %c15 = arith.constant 15 : index
    memref.store %expm1, %out[%c15] : memref<37xf64>
    %floor = math.floor %x : f64
    %c16 = arith.constant 16 : index
    memref.store %floor, %out[%c16] : memref<37xf64>
    %log = math.log %x : f64
    %c17 = arith.constant 17 : index
    memref.store %log, %out[%c17] : memref<37xf64>
    %log10 = math.log10 %x : f64
    %c18 = arith.constant 18 : index
    memref.store %log10, %out[%c18] : memref<37xf64>
    %log1p = math.log1p %x : f64
    %c19 = arith.constant 19 : index
    memref.store %log1p, %out[%c19] : memref<37xf64>
    %log2 = math.log2 %x : f64
    %c20 = arith.constant 20 : index
    memref.store %log2, %out[%c20] : memref<37xf64>
    %round = math.round %x : f64
    %c21 = arith.constant 21 : index
    memref.store %round, %out[%c21] : memref<37xf64>
    %roundeven = math.roundeven %x : f64
    %c22 = arith.constant 22 : index
    memref.store %roundeven, %out[%c22] : memref<37xf64>
    %rsqrt = math.rsqrt %x : f64
    %c23 = arith.constant 23 : index
    memref.store %rsqrt, %out[%c23] : memref<37xf64>
    %sin = math.sin %x : f64
    %c24 = arith.constant 24 : index
    memref.store %sin, %out[%c24] : memref<37xf64>
    %sinh = math.sinh %x : f64
    %c25 = arith.constant 25 : index
    memref.store %sinh, %out[%c25] : memref<37xf64>
    %sqrt = math.sqrt %x : f64
    %c26 = arith.constant 26 : index
    memref.store %sqrt, %out[%c26] : memref<37xf64>
    %tan = math.tan %x : f64
    %c27 = arith.constant 27 : index
    memref.store %tan, %out[%c27] : memref<37xf64>
    %tanh = math.tanh %x : f64
    %c28 = arith.constant 28 : index
    memref.store %tanh, %out[%c28] : memref<37xf64>
    %trunc = math.trunc %x : f64
    %c29 = arith.constant 29 : index
    memref.store %trunc, %out[%c29] : memref<37xf64>
    %atan2 = math.atan2 %x, %y : f64
    %c30 = arith.constant 30 : index
    memref.store %atan2, %out[%c30] : memref<37xf64>
    %powf = math.powf %x, %y : f64
    %c31 = arith.constant 31 : index
    memref.store %powf, %out[%c31] : memref<37xf64>
    %copysign = math.copysign %x, %y : f64
    %c32 = arith.constant 32 : index
    memref.store %copysign, %out[%c32] : memref<37xf64>
    %fma = math.fma %x, %y, %z : f64
    %c33 = arith.constant 33 : index
    memref.store %fma, %out[%c33] : memref<37xf64>
    %fpowi = math.fpowi %x, %k : f64, i32
    %c34 = arith.constant 34 : index
    memref.store %fpowi, %out[%c34] : memref<37xf64>
    %s, %c = math.sincos %x : f64
    %c35 = arith.constant 35 : index
    memref.store %s, %out[%c35] : memref<37xf64>
    %c36 = arith.constant 36 : index
    memref.store %c, %out[%c36] : memref<37xf64>
    return
  }

  // out[0..36] = absf, acos, acosh, asin, asinh, atan, atanh, cbrt, ceil, cos, cosh, erf, erfc, exp, exp2, expm1, floor, log, log10, log1p, log2, round, roundeven, rsqrt, sin, sinh, sqrt, tan, tanh, trunc, atan2, powf, copysign, fma(x, y, z), fpowi(x, k), sin and cos of sincos(x)
  func.func @ops32(%x: f32, %y: f32, %z: f32, %k: i32, %out: memref<37xf32>) {
    %absf = math.absf %x fastmath<contract> : f32
    %c0 = arith.constant 0 : index
    memref.store %absf, %out[%c0] : memref<37xf32>
    %acos = math.acos %x fastmath<contract> : f32
    %c1 = arith.constant 1 : index
    memref.store %acos, %out[%c1] : memref<37xf32>
    %acosh = math.acosh %x fastmath<contract> : f32
    %c2 = arith.constant 2 : index
    memref.store %acosh, %out[%c2] : memref<37xf32>
    %asin = math.asin %x fastmath<contract> : f32
    %c3 = arith.constant 3 : index
    memref.store %asin, %out[%c3] : memref<37xf32>
    %asinh = math.asinh %x fastmath<contract> : f32
    %c4 = arith.constant 4 : index
    memref.store %asinh, %out[%c4] : memref<37xf32>
    %atan = math.atan %x fastmath<contract> : f32
    %c5 = arith.constant 5 : index
    memref.store %atan, %out[%c5] : memref<37xf32>
    %atanh = math.atanh %x fastmath<contract> : f32
    %c6 = arith.constant 6 : index
    memref.store %atanh, %out[%c6] : memref<37xf32>
    %cbrt = math.cbrt %x fastmath<contract> : f32
    %c7 = arith.constant 7 : index
    memref.store %cbrt, %out[%c7] : memref<37xf32>
    %ceil = math.ceil %x fastmath<contract> : f32
    %c8 = arith.constant 8 : index
    memref.store %ceil, %out[%c8] : memref<37xf32>
    %cos = math.cos %x fastmath<contract> : f32
    %c9 = arith.constant 9 : index
    memref.store %cos, %out[%c9] : memref<37xf32>
    %cosh = math.cosh %x fastmath<contract> : f32
    %c10 = arith.constant 10 : index
    memref.store %cosh, %out[%c10] : memref<37xf32>
    %erf = math.erf %x fastmath<contract> : f32
    %c11 = arith.constant 11 : index
    memref.store %erf, %out[%c11] : memref<37xf32>
    %erfc = math.erfc %x fastmath<contract> : f32
    %c12 = arith.constant 12 : index
    memref.store %erfc, %out[%c12] : memref<37xf32>
    %exp = math.exp %x fastmath<contract> : f32
    %c13 = arith.constant 13 : index
    memref.store %exp, %out[%c13] : memref<37xf32>
    %exp2 = math.exp2 %x fastmath<contract> : f32
    %c14 = arith.constant 14 : index
    memref.store %exp2, %out[%c14] : memref<37xf32>
    %expm1 = math.expm1 %x fastmath<contract> : f32
    %c15 = arith.constant 15 : index
    memref.store %expm1, %out[%c15] : memref<37xf32>
    %floor = math.floor %x fastmath<contract> : f32
    %c16 = arith.constant 16 : index
    memref.store %floor, %out[%c16] : memref<37xf32>
    %log = math.log %x fastmath<contract> : f32
    %c17 = arith.constant 17 : index
    memref.store %log, %out[%c17] : memref<37xf32>
    %log10 = math.log10 %x fastmath<contract> : f32
    %c18 = arith.constant 18 : index
    memref.store %log10, %out[%c18] : memref<37xf32>
    %log1p = math.log1p %x fastmath<contract> : f32
    %c19 = arith.constant 19 : index
    memref.store %log1p, %out[%c19] : memref<37xf32>
    %log2 = math.log2 %x fastmath<contract> : f32
    %c20 = arith.constant 20 : index
    memref.store %log2, %out[%c20] : memref<37xf32>
    %round = math.round %x fastmath<contract> : f32
    %c21 = arith.constant 21 : index
    memref.store %round, %out[%c21] : memref<37xf32>
    %roundeven = math.roundeven %x fastmath<contract> : f32
    %c22 = arith.constant 22 : index
    memref.store %roundeven, %out[%c22] : memref<37xf32>
    %rsqrt = math.rsqrt %x fastmath<contract> : f32
    %c23 = arith.constant 23 : index
    memref.store %rsqrt, %out[%c23] : memref<37xf32>
    %sin = math.sin %x fastmath<contract> : f32
    %c24 = arith.constant 24 : index
    memref.store %sin, %out[%c24] : memref<37xf32>
    %sinh = math.sinh %x fastmath<contract> : f32
    %c25 = arith.constant 25 : index
    memref.store %sinh, %out[%c25] : memref<37xf32>
    %sqrt = math.sqrt %x fastmath<contract> : f32
    %c26 = arith.constant 26 : index
    memref.store %sqrt, %out[%c26] : memref<37xf32>
    %tan = math.tan %x fastmath<contract> : f32
    %c27 = arith.constant 27 : index
    memref.store %tan, %out[%c27] : memref<37xf32>
    %tanh = math.tanh %x fastmath<contract> : f32
    %c28 = arith.constant 28 : index
    memref.store %tanh, %out[%c28] : memref<37xf32>
    %trunc = math.trunc %x fastmath<contract> : f32
    %c29 = arith.constant 29 : index
    memref.store %trunc, %out[%c29] : memref<37xf32>
    %atan2 = math.atan2 %x, %y fastmath<contract> : f32
    %c30 = arith.constant 30 : index
    memref.store %atan2, %out[%c30] : memref<37xf32>
    %powf = math.powf %x, %y fastmath<contract> : f32
    %c31 = arith.constant 31 : index
    memref.store %powf, %out[%c31] : memref<37xf32>
    %copysign = math.copysign %x, %y fastmath<contract> : f32
    %c32 = arith.constant 32 : index
    memref.store %copysign, %out[%c32] : memref<37xf32>
    %fma = math.fma %x, %y, %z fastmath<contract> : f32
    %c33 = arith.constant 33 : index
    memref.store %fma, %out[%c33] : memref<37xf32>
    %fpowi = math.fpowi %x, %k fastmath<contract> : f32, i32
    %c34 = arith.constant 34 : index
    memref.store %fpowi, %out[%c34] : memref<37xf32>
    %s, %c = math.sincos %x fastmath<contract> : f32
    %c35 = arith.constant 35 : index
    memref.store %s, %out[%c35] : memref<37xf32>
    %c36 = arith.constant 36 : index
    memref.store %c, %out[%c36] : memref<37xf32>
    return
  }

  // f16 in and out of the ops, through f32 at the C boundary
  func.func @half(%x: f32) -> f32 {
    %h = arith.truncf %x : f32 to f16
    %0 = math.sqrt %h : f16
    %1 = math.cbrt %0 : f16
    %2 = math.rsqrt %1 : f16
    %3 = math.log1p %2 : f16
    %4 = math.atan2 %3, %h : f16
    %r = arith.extf %4 : f16 to f32
    return %r : f32
  }

  func.func @vec(%v: vector<4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
    %0 = math.sqrt %v : vector<4xf32>
    %1 = math.erf %0 : vector<4xf32>
    %2 = math.expm1 %1 : vector<4xf32>
    %3 = math.powf %2, %w : vector<4xf32>
    %4 = math.fma %3, %w, %v : vector<4xf32>
    %5 = math.tanh %4 : vector<4xf32>
    %6 = math.atan2 %5, %w : vector<4xf32>
    %s, %c = math.sincos %6 : vector<4xf32>
    %7 = math.copysign %c, %v : vector<4xf32>
    return %7 : vector<4xf32>
  }

  // isnan(x) + 2 * isfinite(x)
  func.func @classify(%x: f64) -> i32 {
    %n = math.isnan %x : f64
    %f = math.isfinite %x : f64
    %ni = arith.extui %n : i1 to i32
    %fi = arith.extui %f : i1 to i32
    %f2 = arith.addi %fi, %fi : i32
    %r = arith.addi %ni, %f2 : i32
    return %r : i32
  }

  func.func @classify_vec(%v: vector<4xf32>) -> vector<4xi32> {
    %n = math.isnan %v : vector<4xf32>
    %f = math.isfinite %v : vector<4xf32>
    %ni = arith.extui %n : vector<4xi1> to vector<4xi32>
    %fi = arith.extui %f : vector<4xi1> to vector<4xi32>
    %f2 = arith.addi %fi, %fi : vector<4xi32>
    %r = arith.addi %ni, %f2 : vector<4xi32>
    return %r : vector<4xi32>
  }
}
