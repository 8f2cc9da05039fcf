func.func @f(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %a = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  return %a : f32
}
