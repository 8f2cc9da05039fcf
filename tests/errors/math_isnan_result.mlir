func.func @f(%x: f32) -> f32 {
  %r = "math.isnan"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return %r : f32
}
