// arith.extf to a narrower type
func.func @f(%x: f64) -> f32 {
  %0 = arith.extf %x : f64 to f32
  return %0 : f32
}
