func.func @f(%a: vector<4xi16>, %b: vector<4xi16>) -> vector<4xi16> {
  %lo, %hi = arith.mulsi_extended %a, %b : vector<4xi16>
  return %hi : vector<4xi16>
}
