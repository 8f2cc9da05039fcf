// memref.generic_atomic_rmw: a ranked memref and its indices, a result of
// the element type, an element cmpxchg takes, a region of one block with
// one argument of that type ended by memref.atomic_yield of it
func.func @unranked(%m: memref<*xf32>) {
  %x = memref.generic_atomic_rmw %m[] : memref<*xf32> {
  ^bb0(%v: f32):
    memref.atomic_yield %v : f32
  }
  return
}
func.func @indices(%m: memref<?x?xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?x?xf32> {
  ^bb0(%v: f32):
    memref.atomic_yield %v : f32
  }
  return
}
func.func @bool(%m: memref<?xi1>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xi1> {
  ^bb0(%v: i1):
    memref.atomic_yield %v : i1
  }
  return
}
func.func @arg_type(%m: memref<?xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%v: f64):
    %t = arith.truncf %v : f64 to f32
    memref.atomic_yield %t : f32
  }
  return
}
func.func @yield_type(%m: memref<?xf32>, %i: index, %d: f64) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%v: f32):
    memref.atomic_yield %d : f64
  }
  return
}
func.func @branch(%m: memref<?xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%v: f32):
    cf.br ^bb1
  ^bb1:
    memref.atomic_yield %v : f32
  }
  return
}
func.func @yield_outside(%v: f32) {
  memref.atomic_yield %v : f32
}
func.func @generic(%m: memref<?xf32>, %i: index) -> f64 {
  %x = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%v: f32):
    "memref.atomic_yield"(%v) : (f32) -> ()
  }) : (memref<?xf32>, index) -> f64
  return %x : f64
}
