// Functions the lowering defines for itself (math.ipowi's, and arith's
// minimum and maximum for LLVM before 19) cannot share a name with the
// module's own: a definition or a declaration of any type.
func.func @"__ir2ll.minimum.f32"(%a: f32, %b: f32) -> f32 {
  return %a : f32
}
func.func private @__mlir_math_ipowi_i32(i32, i32) -> i32

func.func @uses(%a: f32, %b: f32, %i: i32) -> (f32, i32) {
  %r = arith.minimumf %a, %b : f32
  %p = math.ipowi %i, %i : i32
  return %r, %p : f32, i32
}
