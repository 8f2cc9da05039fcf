func.func @f(%x: vector<4xf32>, %n: vector<4xi32>) -> vector<4xf32> {
  %r = math.fpowi %x, %n : vector<4xf32>, vector<4xi32>
  return %r : vector<4xf32>
}
