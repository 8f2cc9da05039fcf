// float literal with an empty exponent
func.func @f() -> f32 {
  %c = arith.constant 1.5e : f32
  return %c : f32
}
