// ops of dialects that mlir-opt lowers first: the error names the pass
func.func @a(%n: index) {
  affine.for %i = 0 to %n {
  }
  return
}
func.func @b(%m: memref<4xf32>) {
  linalg.fill ins(%c : f32) outs(%m : memref<4xf32>)
  return
}
func.func @c(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}
func.func @d(%m: memref<4xf32>) {
  gpu.barrier
  return
}
