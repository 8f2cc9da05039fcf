// mismatched types, widths LLVM's atomicrmw and cmpxchg do not take, an
// unknown kind, a generic form without 'kind'
func.func @muli(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %a = memref.atomic_rmw muli %v, %m[%i] : (f32, memref<?xf32>) -> f32
  return %a : f32
}
func.func @maximumf(%m: memref<?xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.atomic_rmw maximumf %v, %m[%i] : (i32, memref<?xi32>) -> i32
  return %a : i32
}
func.func @addf_int(%m: memref<?xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<?xi32>) -> i32
  return %a : i32
}
func.func @i1(%m: memref<?xi1>, %i: index, %v: i1) -> i1 {
  %a = memref.atomic_rmw ori %v, %m[%i] : (i1, memref<?xi1>) -> i1
  return %a : i1
}
func.func @elem(%m: memref<?xf64>, %i: index, %v: f32) -> f32 {
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf64>) -> f32
  return %a : f32
}
func.func @unknown(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %a = memref.atomic_rmw subf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  return %a : f32
}
func.func @generic(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %a = "memref.atomic_rmw"(%v, %m, %i) : (f32, memref<?xf32>, index) -> f32
  return %a : f32
}
