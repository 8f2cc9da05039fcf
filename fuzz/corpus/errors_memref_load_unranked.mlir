// an unranked memref cannot be loaded: it needs a cast to a ranked one
func.func @f(%m: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<*xf32>
  return %0 : f32
}
