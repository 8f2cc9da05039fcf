// arith.maxsi on floats
func.func @f(%a: f32) -> f32 {
  %0 = arith.maxsi %a, %a : f32
  return %0 : f32
}
