// 64-bit hex float literal for an f32 constant
func.func @f() -> f32 {
  %c = arith.constant 0x7FF0000000000000 : f32
  return %c : f32
}
