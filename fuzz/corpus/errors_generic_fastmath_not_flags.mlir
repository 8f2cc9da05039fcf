func.func @f(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) <{fastmath = 3 : i32}> : (f32, f32) -> f32
  return %0 : f32
}
