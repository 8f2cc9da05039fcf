// the generic form: no static_position, no kind, an unknown kind, too few
// dynamic positions
func.func @position(%v: vector<4xf32>) -> f32 {
  %e = "vector.extract"(%v) : (vector<4xf32>) -> f32
  return %e : f32
}
func.func @kind(%v: vector<4xf32>) -> f32 {
  %r = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> f32
  return %r : f32
}
func.func @unknown_kind(%v: vector<4xf32>) -> f32 {
  %r = "vector.reduction"(%v) <{kind = #vector.kind<sum>}> : (vector<4xf32>) -> f32
  return %r : f32
}
func.func @dynamic(%v: vector<4xf32>) -> f32 {
  %e = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>) -> f32
  return %e : f32
}
func.func @shuffle_count(%v: vector<4xf32>) -> vector<2xf32> {
  %s = "vector.shuffle"(%v) <{mask = array<i64: 0, 1>}> : (vector<4xf32>) -> vector<2xf32>
  return %s : vector<2xf32>
}
