// arith.select with an i32 condition
func.func @f(%c: i32, %a: f32, %b: f32) -> f32 {
  %0 = arith.select %c, %a, %b : f32
  return %0 : f32
}
