// fuzz seed: constants of every kind
func.func @consts() -> (i1, i8, i16, i64, i128, index, f16, bf16, f32, f64, vector<4xf32>, vector<4xi32>, vector<2xi1>) {
  %t = arith.constant true
  %b = arith.constant -128 : i8
  %w = arith.constant 0xFFFF : i16
  %l = arith.constant -9223372036854775808 : i64
  %q = arith.constant 170141183460469231731687303715884105727 : i128
  %x = arith.constant 42 : index
  %h = arith.constant 1.5 : f16
  %g = arith.constant -2.0 : bf16
  %f = arith.constant 0x7FC00000 : f32
  %d = arith.constant 1.0e308 : f64
  %vf = arith.constant dense<1.25> : vector<4xf32>
  %vi = arith.constant dense<[1, -2, 3, 4]> : vector<4xi32>
  %vb = arith.constant dense<[true, false]> : vector<2xi1>
  return %t, %b, %w, %l, %q, %x, %h, %g, %f, %d, %vf, %vi, %vb : i1, i8, i16, i64, i128, index, f16, bf16, f32, f64, vector<4xf32>, vector<4xi32>, vector<2xi1>
}
func.func @more() -> (f64, f32, f16, i7, f64) {
  %0 = arith.constant 0x7FF0000000000000 : f64
  %1 = arith.constant -0.0 : f32
  %2 = arith.constant 0x7C00 : f16
  %3 = arith.constant 63 : i7
  %4 = arith.constant 3.14159265358979 : f64
  return %0, %1, %2, %3, %4 : f64, f32, f16, i7, f64
}
