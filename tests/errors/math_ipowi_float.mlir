func.func @f(%x: f32) -> f32 {
  %r = "math.ipowi"(%x, %x) : (f32, f32) -> f32
  return %r : f32
}
