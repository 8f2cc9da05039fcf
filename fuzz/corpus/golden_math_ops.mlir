// Every math op ir2ll lowers: intrinsics, libm calls (f16 and bf16 through
// float, vectors lane by lane), and the expansions of rsqrt, expm1, log1p,
// isnan, isfinite, sincos and ipowi.
func.func @unary_f32(%x: f32) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.ceil %0 : f32
  %2 = math.cos %1 : f32
  %3 = math.exp %2 : f32
  %4 = math.exp2 %3 : f32
  %5 = math.floor %4 : f32
  %6 = math.log %5 : f32
  %7 = math.log10 %6 : f32
  %8 = math.log2 %7 : f32
  %9 = math.round %8 : f32
  %10 = math.roundeven %9 : f32
  %11 = math.sin %10 : f32
  %12 = math.sqrt %11 fastmath<fast> : f32
  %13 = math.trunc %12 fastmath<nnan,ninf> : f32
  %14 = math.acos %13 : f32
  %15 = math.asin %14 : f32
  %16 = math.atan %15 : f32
  %17 = math.cosh %16 : f32
  %18 = math.sinh %17 : f32
  %19 = math.tan %18 : f32
  %20 = math.tanh %19 fastmath<afn> : f32
  %21 = math.acosh %20 : f32
  %22 = math.asinh %21 : f32
  %23 = math.atanh %22 : f32
  %24 = math.cbrt %23 : f32
  %25 = math.erf %24 : f32
  %26 = math.erfc %25 : f32
  %27 = math.rsqrt %26 fastmath<contract> : f32
  %28 = math.expm1 %27 : f32
  %29 = math.log1p %28 : f32
  return %29 : f32
}

func.func @unary_f64(%x: f64) -> f64 {
  %0 = math.sqrt %x : f64
  %1 = math.cbrt %0 : f64
  %2 = math.tanh %1 : f64
  %3 = math.rsqrt %2 : f64
  %4 = math.expm1 %3 : f64
  %5 = math.log1p %4 : f64
  return %5 : f64
}

func.func @small_floats(%h: f16, %b: bf16) -> (f16, bf16) {
  %0 = math.sqrt %h : f16
  %1 = math.erf %0 : f16
  %2 = math.rsqrt %1 : f16
  %3 = math.floor %b : bf16
  %4 = math.cbrt %3 : bf16
  %5 = math.log1p %4 : bf16
  %6 = math.atan2 %5, %5 : bf16
  return %2, %6 : f16, bf16
}

func.func @binary(%x: f32, %y: f32, %z: f32, %d: f64, %n: i32, %m: i16) -> (f32, f64) {
  %0 = math.atan2 %x, %y : f32
  %1 = math.powf %0, %y fastmath<fast> : f32
  %2 = math.copysign %1, %y : f32
  %3 = math.fma %2, %y, %z : f32
  %4 = math.fpowi %3, %n : f32, i32
  %5 = math.atan2 %d, %d : f64
  %6 = math.fpowi %5, %m fastmath<nsz> : f64, i16
  %7 = math.fma %6, %6, %6 : f64
  return %4, %7 : f32, f64
}

func.func @vectors(%v: vector<4xf32>, %w: vector<2xf64>) -> (vector<4xf32>, vector<2xf64>, vector<4xi1>, vector<4xf32>) {
  %0 = math.sqrt %v : vector<4xf32>
  %1 = math.rsqrt %0 fastmath<fast> : vector<4xf32>
  %2 = math.expm1 %1 : vector<4xf32>
  %3 = math.log1p %2 : vector<4xf32>
  %4 = math.fma %3, %3, %v : vector<4xf32>
  %5 = math.powf %4, %v : vector<4xf32>
  %6 = math.tan %w : vector<2xf64>
  %7 = math.erf %6 : vector<2xf64>
  %8 = math.atan2 %7, %w : vector<2xf64>
  %9 = math.isfinite %5 : vector<4xf32>
  %s, %c = math.sincos %v : vector<4xf32>
  return %5, %8, %9, %c : vector<4xf32>, vector<2xf64>, vector<4xi1>, vector<4xf32>
}

func.func @classify(%x: f32, %h: f16, %d: f64) -> (i1, i1, i1, i1, f64, f64) {
  %0 = math.isnan %x : f32
  %1 = math.isfinite %x : f32
  %2 = math.isnan %h : f16
  %3 = math.isfinite %d : f64
  %s, %c = math.sincos %d fastmath<afn> : f64
  return %0, %1, %2, %3, %s, %c : i1, i1, i1, i1, f64, f64
}

func.func @integers(%i: i32, %j: i32, %k: i64, %n: index, %v: vector<4xi8>, %b: i8) -> (i32, i64, index, vector<4xi8>, i8) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %0 : i32
  %2 = math.cttz %1 : i32
  %3 = math.ctpop %2 : i32
  %4 = math.ipowi %3, %j : i32
  %5 = math.ctlz %k : i64
  %6 = math.ipowi %5, %k : i64
  %7 = math.cttz %n : index
  %8 = math.absi %v : vector<4xi8>
  %9 = math.ctpop %8 : vector<4xi8>
  %10 = math.ipowi %9, %v : vector<4xi8>
  %11 = math.ipowi %b, %b : i8
  return %4, %6, %7, %10, %11 : i32, i64, index, vector<4xi8>, i8
}
