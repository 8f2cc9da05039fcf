// vector with a zero dimension
func.func @f(%v: vector<0xf32>) {
  return
}
