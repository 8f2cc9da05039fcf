// Tests float/int casts: sitofp/uitofp (i8, i32, i64), fptosi/fptoui (to i16, i32, i64), extf/truncf, bitcast f32<->i32 and f64<->i64, decimal/scientific constants.
module {
  // sitofp and uitofp of the same i32 bits: sitofp * 1e10 + uitofp
  func.func @si_ui_32(%a: i32) -> f64 {
    %s = arith.sitofp %a : i32 to f64
    %u = arith.uitofp %a : i32 to f64
    %k = arith.constant 1.0e+10 : f64
    %t = arith.mulf %s, %k : f64
    %r = arith.addf %t, %u : f64
    return %r : f64
  }

  // i8 -> f32 signed and unsigned: sitofp * 1000 + uitofp
  func.func @si_ui_8(%a: i32) -> f32 {
    %b = arith.trunci %a : i32 to i8
    %s = arith.sitofp %b : i8 to f32
    %u = arith.uitofp %b : i8 to f32
    %k = arith.constant 1000.0 : f32
    %t = arith.mulf %s, %k : f32
    %r = arith.addf %t, %u : f32
    return %r : f32
  }

  // (fptosi x : i16 sign-extended, fptoui |x| : i32 zero-extended)
  func.func @to_int(%x: f64) -> (i64, i64) {
    %s = arith.fptosi %x : f64 to i16
    %z = arith.constant 0.0 : f64
    %neg = arith.cmpf olt, %x, %z : f64
    %nx = arith.negf %x : f64
    %ax = arith.select %neg, %nx, %x : f64
    %u = arith.fptoui %ax : f64 to i32
    %s64 = arith.extsi %s : i16 to i64
    %u64 = arith.extui %u : i32 to i64
    return %s64, %u64 : i64, i64
  }

  // f32 -> i64 via fptosi, large magnitude
  func.func @f32_to_i64(%x: f32) -> i64 {
    %r = arith.fptosi %x : f32 to i64
    return %r : i64
  }

  // extf of f32 then scaled: the f32 rounding error of 0.1 becomes visible
  func.func @extf_err(%x: f32) -> f64 {
    %d = arith.extf %x : f32 to f64
    %k = arith.constant 1.0e+9 : f64
    %r = arith.mulf %d, %k : f64
    return %r : f64
  }

  // truncf f64 -> f32 then bitcast to i32 (exact bit pattern)
  func.func @truncf_bits(%x: f64) -> i32 {
    %f = arith.truncf %x : f64 to f32
    %b = arith.bitcast %f : f32 to i32
    return %b : i32
  }

  // bitcast i64 -> f64 -> add 1.0 -> bitcast back
  func.func @bits64(%b: i64) -> i64 {
    %f = arith.bitcast %b : i64 to f64
    %one = arith.constant 1.000000e+00 : f64
    %g = arith.addf %f, %one : f64
    %r = arith.bitcast %g : f64 to i64
    return %r : i64
  }

  // bitcast i32 -> f32 (0x40490FDB is pi in f32) times 2
  func.func @bits_to_f32(%b: i32) -> f32 {
    %f = arith.bitcast %b : i32 to f32
    %two = arith.constant 2.0 : f32
    %r = arith.mulf %f, %two : f32
    return %r : f32
  }

  // i64 round trip: uitofp of a "negative" i64 is 2^64 - n (as f64), scaled down
  func.func @ui64(%a: i64) -> f64 {
    %u = arith.uitofp %a : i64 to f64
    %k = arith.constant 5.421010862427522e-20 : f64
    %r = arith.mulf %u, %k : f64
    return %r : f64
  }
}
