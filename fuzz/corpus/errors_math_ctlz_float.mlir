func.func @f(%x: f32) -> f32 {
  %r = math.ctlz %x : f32
  return %r : f32
}
