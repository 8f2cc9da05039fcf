// complex.add of floats
func.func @f(%a: f32, %b: f32) -> f32 {
  %s = complex.add %a, %b : f32
  return %s : f32
}
