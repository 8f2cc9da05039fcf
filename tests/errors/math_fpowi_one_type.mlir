func.func @f(%x: f32, %n: i32) -> f32 {
  %r = math.fpowi %x, %n : f32
  return %r : f32
}
