// tensor constant: tensors must be bufferized first
func.func @f() {
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  return
}
