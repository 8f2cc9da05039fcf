// contiguous<2> is not the identity layout: a load that names the other type
func.func @f(%m: memref<4x8xf32, contiguous<2>>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x8xf32>
  return %0 : f32
}
