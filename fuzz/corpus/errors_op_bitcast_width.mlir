// arith.bitcast between types of different widths
func.func @f(%x: i32) -> f64 {
  %0 = arith.bitcast %x : i32 to f64
  return %0 : f64
}
