// arith.select with true/false values of different types (generic form)
func.func @f(%c: i1, %a: f32, %b: f64) -> f32 {
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return %0 : f32
}
