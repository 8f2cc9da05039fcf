// affine_map layouts that are not in strided form, or not valid maps
func.func @permuted(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  return
}
func.func @inexact(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 2)>>) {
  return
}
func.func @modulo(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 mod 8)>>) {
  return
}
func.func @product(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * d1)>>) {
  return
}
func.func @by_symbol(%m: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 floordiv s0 + d1)>>) {
  return
}
func.func @of_symbol(%m: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0 floordiv 2)>>) {
  return
}
func.func @rank(%m: memref<4x8xf32, affine_map<(d0) -> (d0)>>) {
  return
}
func.func @unknown(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d2)>>) {
  return
}
func.func @twice(%m: memref<4x8xf32, affine_map<(d0, d1)[d1] -> (d0 * 8 + d1)>>) {
  return
}
func.func @huge(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 4611686018427387904 * 2 + d1)>>) {
  return
}
func.func @two_layouts(%m: memref<4x8xf32, strided<[8, 1]>, affine_map<(d0, d1) -> (d0 * 8 + d1)>>) {
  return
}
