// vector.multi_reduction: no dimension reduced gives the source, the
// accumulator unused (MLIR 22's --lower-vector-multi-reduction and later
// MLIR's folder; MLIR 22's --canonicalize adds it instead); the last
// dimension kept: whole rows onto the accumulator's; the last reduced:
// one ordered llvm.vector.reduce.fadd per row, from the accumulator's
// element; an integer max over all dimensions: the rows' reductions
// joined with the accumulator
func.func @none(%v: vector<2x3xf32>, %a: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.multi_reduction <add>, %v, %a [] : vector<2x3xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @rows(%v: vector<3x4xi32>, %a: vector<4xi32>) -> vector<4xi32> {
  %r = vector.multi_reduction <add>, %v, %a [0] : vector<3x4xi32> to vector<4xi32>
  return %r : vector<4xi32>
}
func.func @lanes(%v: vector<2x4xf32>, %a: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %a [1] : vector<2x4xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @all(%v: vector<2x4xi8>, %a: i8) -> i8 {
  %r = vector.multi_reduction <maxsi>, %v, %a [1, 0] : vector<2x4xi8> to i8
  return %r : i8
}
