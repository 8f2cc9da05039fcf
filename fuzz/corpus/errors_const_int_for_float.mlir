// a decimal integer for a float constant needs a trailing dot
func.func @f() -> f32 {
  %c = arith.constant 1 : f32
  return %c : f32
}
