func.func @f(%a: f64, %b: f64) -> f64 {
  %r = math.exp %a, %b : f64
  return %r : f64
}
