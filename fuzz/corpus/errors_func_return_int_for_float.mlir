// return of an i32 from a function returning f32
func.func @f(%a: i32) -> f32 {
  return %a : i32
}
