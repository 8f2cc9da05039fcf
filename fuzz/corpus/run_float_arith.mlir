// Tests float arithmetic (addf/subf/mulf/divf/remf/negf/maximumf/minimumf) on f64 and f32, and hex float constants (inf, -inf, NaN, -0.0, pi).
module {
  // out[0..7] = a+b, a-b, a*b, a/b, remf(a,b), -a, maximumf(a,b), minimumf(a,b)
  func.func @fops64(%a: f64, %b: f64, %out: memref<8xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %v0 = arith.addf %a, %b : f64
    %v1 = arith.subf %a, %b : f64
    %v2 = arith.mulf %a, %b : f64
    %v3 = arith.divf %a, %b : f64
    %v4 = arith.remf %a, %b : f64
    %v5 = arith.negf %a : f64
    %v6 = arith.maximumf %a, %b : f64
    %v7 = arith.minimumf %a, %b : f64
    memref.store %v0, %out[%c0] : memref<8xf64>
    memref.store %v1, %out[%c1] : memref<8xf64>
    memref.store %v2, %out[%c2] : memref<8xf64>
    memref.store %v3, %out[%c3] : memref<8xf64>
    memref.store %v4, %out[%c4] : memref<8xf64>
    memref.store %v5, %out[%c5] : memref<8xf64>
    memref.store %v6, %out[%c6] : memref<8xf64>
    memref.store %v7, %out[%c7] : memref<8xf64>
    return
  }

  // f32 expression: (a*b - a/b) + remf(a,b), with maximumf/minimumf clamp to [-100, 100]
  func.func @fexpr32(%a: f32, %b: f32) -> f32 {
    %m = arith.mulf %a, %b : f32
    %d = arith.divf %a, %b : f32
    %s = arith.subf %m, %d : f32
    %r = arith.remf %a, %b : f32
    %t = arith.addf %s, %r : f32
    %hi = arith.constant 100.0 : f32
    %lo = arith.constant -1.0e+02 : f32
    %c1 = arith.minimumf %t, %hi : f32
    %c2 = arith.maximumf %c1, %lo : f32
    return %c2 : f32
  }

  // hex float constants
  func.func @pos_inf() -> f32 {
    %c = arith.constant 0x7F800000 : f32
    return %c : f32
  }

  func.func @neg_inf() -> f32 {
    %c = arith.constant 0xFF800000 : f32
    return %c : f32
  }

  func.func @nan32() -> f32 {
    %c = arith.constant 0x7FC00000 : f32
    return %c : f32
  }

  func.func @neg_zero() -> f64 {
    %c = arith.constant 0x8000000000000000 : f64
    return %c : f64
  }

  func.func @pi_times(%k: f64) -> f64 {
    %pi = arith.constant 0x400921FB54442D18 : f64
    %r = arith.mulf %pi, %k : f64
    return %r : f64
  }

  // 1.0f (0x3F800000) / 0.0 -> inf ; inf - inf -> NaN ; returns 1 if both as expected
  func.func @inf_arith() -> i32 {
    %one = arith.constant 0x3F800000 : f32
    %zero = arith.constant 0.0 : f32
    %inf = arith.divf %one, %zero : f32
    %nan = arith.subf %inf, %inf : f32
    %pinf = arith.constant 0x7F800000 : f32
    %is_inf = arith.cmpf oeq, %inf, %pinf : f32
    %is_nan = arith.cmpf uno, %nan, %nan : f32
    %both = arith.andi %is_inf, %is_nan : i1
    %r = arith.extui %both : i1 to i32
    return %r : i32
  }
}
