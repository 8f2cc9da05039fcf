#m = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
func.func @f(%a: memref<4x4xf32, #m>, %b: memref<4x4xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1 * 2 + 6) floordiv 2)>>, %c: memref<8xf32, affine_map<(i)[s, t] -> (i * -s + 3 mod 2 - t)>>, %i: index) -> f32 {
  %x = memref.load %a[%i, %i] : memref<4x4xf32, #m>
  %y = memref.load %b[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1 * 2 + 6) floordiv 2)>>
  memref.store %x, %c[%i] : memref<8xf32, affine_map<(i)[s, t] -> (i * -s + 3 mod 2 - t)>>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
