// vector.multi_reduction: a known kind of the element type; reduction
// dimensions of the source, each once; the result and the accumulator
// the source without them (a scalar when all are reduced); both forms;
// each function has one error
func.func @kind(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <sum>, %v, %a [1] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @kind_of_floats(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <xor>, %v, %a [1] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @kind_of_ints(%v: vector<4x8xi32>, %a: vector<4xi32>) -> vector<4xi32> {
  %r = vector.multi_reduction <maxnumf>, %v, %a [1] : vector<4x8xi32> to vector<4xi32>
  return %r : vector<4xi32>
}
func.func @out_of_range(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v, %a [2] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @negative(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v, %a [-1] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @twice(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v, %a [1, 1] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @result(%v: vector<4x8xf32>, %a: vector<8xf32>) -> vector<8xf32> {
  %r = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<8xf32>
  return %r : vector<8xf32>
}
func.func @scalar(%v: vector<4x8xf32>, %a: vector<1xf32>) -> vector<1xf32> {
  %r = vector.multi_reduction <add>, %v, %a [0, 1] : vector<4x8xf32> to vector<1xf32>
  return %r : vector<1xf32>
}
func.func @accumulator(%v: vector<4x8xf32>, %a: vector<4xf64>) -> vector<4xf32> {
  %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf64>) -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @not_vector(%v: f32, %a: f32) -> f32 {
  %r = vector.multi_reduction <add>, %v, %a [0] : f32 to f32
  return %r : f32
}
func.func @dynamic(%v: vector<4x8xf32>, %a: vector<4xf32>, %i: index) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v, %a [%i] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @operands(%v: vector<4x8xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @generic_kind(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = "vector.multi_reduction"(%v, %a) <{reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @generic_dims(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  %r = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = 1}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @generic_operands(%v: vector<4x8xf32>) -> vector<4xf32> {
  %r = "vector.multi_reduction"(%v) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>) -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @masked(%v: vector<4x8xf32>, %a: vector<4xf32>, %m: vector<8x4xi1>) -> vector<4xf32> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<4xf32> } : vector<8x4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
