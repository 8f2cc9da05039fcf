func.func @f(%x: f32) -> i1 {
  %r = math.isinf %x : f32
  return %r : i1
}
