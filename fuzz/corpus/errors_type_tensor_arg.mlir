// tensor argument: must be bufferized first
func.func @f(%t: tensor<4xf32>) {
  return
}
