// complex.sub and complex.neg of integers
func.func @f(%a: i32, %b: i32) -> i32 {
  %s = complex.sub %a, %b : i32
  %n = complex.neg %s : i32
  return %n : i32
}
