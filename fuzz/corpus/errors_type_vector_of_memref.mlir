// vector elements must be scalars
func.func @f(%v: vector<4xmemref<2xf32>>) {
  return
}
