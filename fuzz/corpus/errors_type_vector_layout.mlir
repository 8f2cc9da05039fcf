func.func @f(%v: vector<4xf32, contiguous<1>>) {
  return
}
