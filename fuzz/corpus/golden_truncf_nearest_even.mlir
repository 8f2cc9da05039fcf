// arith.truncf's default rounding mode, said in either form: fptrunc
func.func @f(%a: f64, %b: f32) -> (f32, f16, f16) {
  %0 = arith.truncf %a to_nearest_even : f64 to f32
  %1 = arith.truncf %a to_nearest_even : f64 to f16
  %2 = "arith.truncf"(%b) <{roundingmode = 0 : i32}> : (f32) -> f16
  return %0, %1, %2 : f32, f16, f16
}
