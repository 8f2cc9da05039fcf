// unknown fastmath flag
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return %0 : f32
}
