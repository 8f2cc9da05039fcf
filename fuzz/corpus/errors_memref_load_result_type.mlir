// memref.load result used as f64 though the element type is f32
func.func @f(%m: memref<4xf32>, %i: index) -> f64 {
  %0 = memref.load %m[%i] : memref<4xf32>
  return %0 : f64
}
