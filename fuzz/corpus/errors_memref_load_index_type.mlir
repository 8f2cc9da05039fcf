// memref.load index is i32, not index
func.func @f(%m: memref<4xf32>, %i: i32) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  return %0 : f32
}
