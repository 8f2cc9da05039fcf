// arith.ceildivsi, arith.ceildivui and arith.floordivsi on vectors: the
// expansions mix vector and scalar types (icmp eq i1 on <4 x i1> values,
// select i1 with a vector condition, untyped splat constants '0'/'1').
func.func @ceildivsi(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.ceildivsi %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @ceildivui(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.ceildivui %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @floordivsi(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.floordivsi %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}
