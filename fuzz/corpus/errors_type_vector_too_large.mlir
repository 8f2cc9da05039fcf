// vectors of more elements than LLVM's vectors hold (2^32 - 1): in one dimension, and in all of them together; the largest one allowed is not reported
func.func @f(%v: vector<4294967296xi8>) {
  return
}
func.func @g(%v: vector<65536x65536xi8>) {
  return
}
func.func @h(%v: vector<4294967295xi8>) {
  return
}
