// arith.select with only the condition
func.func @f(%c: i1, %a: f32) -> f32 {
  %0 = arith.select %c : f32
  return %0 : f32
}
