// arith.shli on floats
func.func @f(%a: f64) -> f64 {
  %0 = arith.shli %a, %a : f64
  return %0 : f64
}
