func.func @f(%x: f64, %n: i64) -> f64 {
  %r = math.fpowi %x, %n : f64, i64
  return %r : f64
}
