// stored value type differs from the memref element type
func.func @f(%m: memref<4xf32>, %i: index, %v: f64) {
  memref.store %v, %m[%i] : memref<4xf32>
  return
}
