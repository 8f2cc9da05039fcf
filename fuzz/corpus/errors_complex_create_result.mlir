// complex.create must make a complex value (generic form)
func.func @f(%a: f32, %b: f32) -> f32 {
  %c = "complex.create"(%a, %b) : (f32, f32) -> f32
  return %c : f32
}
