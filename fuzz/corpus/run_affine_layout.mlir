// Memref layouts written as affine maps in strided form (SPEC.md), the
// strides and offset each gives, and loads and stores through them.
func.func @l0(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld0(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>
  return %v : f32
}
func.func @l1(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld1(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
  return %v : f32
}
func.func @l2(%m: memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld2(%m: memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  return %v : f32
}
func.func @l3(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld3(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>>
  return %v : f32
}
func.func @l4(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 + s0 + 3)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 + s0 + 3)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld4(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 + s0 + 3)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 + s0 + 3)>>
  return %v : f32
}
func.func @l5(%m: memref<4x4xf32, affine_map<(d0, d1) -> ((d0 + 1) * 4 + d1 * 2 - d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> ((d0 + 1) * 4 + d1 * 2 - d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld5(%m: memref<4x4xf32, affine_map<(d0, d1) -> ((d0 + 1) * 4 + d1 * 2 - d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> ((d0 + 1) * 4 + d1 * 2 - d1)>>
  return %v : f32
}
func.func @l6(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 * 2) + d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 * 2) + d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld6(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 * 2) + d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 * 2) + d1)>>
  return %v : f32
}
func.func @l7(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d0 + d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d0 + d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld7(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d0 + d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d0 + d1)>>
  return %v : f32
}
func.func @l8(%m: memref<4x4xf32, affine_map<(i, j)[off] -> (i * 8 + j + off)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(i, j)[off] -> (i * 8 + j + off)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld8(%m: memref<4x4xf32, affine_map<(i, j)[off] -> (i * 8 + j + off)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(i, j)[off] -> (i * 8 + j + off)>>
  return %v : f32
}
func.func @l9(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld9(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (d1)>>
  return %v : f32
}
func.func @l10(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * -4 + d1)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * -4 + d1)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld10(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * -4 + d1)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * -4 + d1)>>
  return %v : f32
}
func.func @l11(%m: memref<4x4xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1 * 2 + 6) floordiv 2)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1 * 2 + 6) floordiv 2)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld11(%m: memref<4x4xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1 * 2 + 6) floordiv 2)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1 * 2 + 6) floordiv 2)>>
  return %v : f32
}
func.func @l12(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 7 mod 3)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 7 mod 3)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld12(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 7 mod 3)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 7 mod 3)>>
  return %v : f32
}
func.func @l13(%m: memref<4x4xf32, affine_map<(d0, d1) -> (-d0 + d1 * 3 - 2)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (-d0 + d1 * 3 - 2)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld13(%m: memref<4x4xf32, affine_map<(d0, d1) -> (-d0 + d1 * 3 - 2)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1) -> (-d0 + d1 * 3 - 2)>>
  return %v : f32
}
func.func @l14(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 * 0)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 * 0)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld14(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 * 0)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0 * 0)>>
  return %v : f32
}
func.func @l16(%m: memref<4x4xf32, affine_map<(d0,d1)->(d0*6+d1*2)>>) -> index {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0,d1)->(d0*6+d1*2)>> -> memref<f32>, index, index, index, index, index
  %c1000 = arith.constant 1000 : index
  %c1000000 = arith.constant 1000000 : index
  %x = arith.muli %t#0, %c1000 : index
  %y = arith.muli %t#1, %c1000000 : index
  %z = arith.addi %o, %x : index
  %w = arith.addi %z, %y : index
  return %w : index
}
func.func @ld16(%m: memref<4x4xf32, affine_map<(d0,d1)->(d0*6+d1*2)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x4xf32, affine_map<(d0,d1)->(d0*6+d1*2)>>
  return %v : f32
}
#lay1 = affine_map<(d0) -> (d0 * 2 + 1)>
func.func @r1(%m: memref<8xf32, #lay1>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<8xf32, #lay1>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%i] : memref<8xf32, #lay1>
  return %v : f32
}
func.func @r0(%m: memref<f32, affine_map<()[s0] -> (s0)>>) -> f32 {
  %v = memref.load %m[] : memref<f32, affine_map<()[s0] -> (s0)>>
  return %v : f32
}
