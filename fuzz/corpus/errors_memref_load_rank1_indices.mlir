// a rank-1 memref loaded with two indices
func.func @f(%m: memref<4xf32, contiguous<1, offset: ?>>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4xf32, contiguous<1, offset: ?>>
  return %0 : f32
}
