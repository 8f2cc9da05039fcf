// arith.truncf rounds to nearest, ties to even: the other rounding modes
// are not supported, in either form
func.func @f(%a: f32) {
  %0 = arith.truncf %a downward : f32 to f16
  %1 = arith.truncf %a upward : f32 to bf16
  %2 = arith.truncf %a toward_zero : f32 to f16
  %3 = arith.truncf %a to_nearest_away : f32 to f16
  %4 = arith.truncf %a sideways : f32 to f16
  %5 = "arith.truncf"(%a) <{roundingmode = 2 : i32}> : (f32) -> f16
  %6 = "arith.truncf"(%a) <{roundingmode = 7 : i32}> : (f32) -> f16
  return
}
func.func @g(%a: f32) -> f32 {
  %0 = arith.addf %a, %a to_nearest_even : f32
  return %0 : f32
}
