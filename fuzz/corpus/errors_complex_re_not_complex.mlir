// complex.re of a float
func.func @f(%a: f32) -> f32 {
  %r = complex.re %a : f32
  return %r : f32
}
