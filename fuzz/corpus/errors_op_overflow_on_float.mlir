// overflow flags on a float op
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a overflow<nsw> : f32
  return %0 : f32
}
