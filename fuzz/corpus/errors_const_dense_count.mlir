// a dense value with too few elements
func.func @f() -> vector<4xi32> {
  %c = arith.constant dense<[1, 2, 3]> : vector<4xi32>
  return %c : vector<4xi32>
}
