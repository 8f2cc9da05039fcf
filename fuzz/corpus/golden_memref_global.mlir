// memref.global in its forms (public, private, constant, rank 0 to 3,
// splats, uninitialized, a declaration, alignment, a memory space, hex
// floats), memref.get_global before and after its global, memref.copy by
// memcpy (identity, the same contiguous order, offsets) and by loops.
memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]> {alignment = 64 : i64}
memref.global @g : memref<2x3xi32> = uninitialized
memref.global @z : memref<f32> = dense<0.0>
memref.global "private" @m : memref<2x2xi16> = dense<[[1, 2], [3, -4]]>
memref.global @ext : memref<3xindex>
memref.global "nested" constant @splat : memref<2x2x2xf64> = dense<2.5>
memref.global "private" constant @zero : memref<1000xi32> = dense<0>
memref.global "private" constant @flags : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @hex : memref<3xf32> = dense<[0x7FC00000, -0.0, 0.1]>
memref.global "private" constant @half : memref<2xf16> = dense<[1.0, 0x7C00]>
memref.global @dev : memref<2xi64, 1> = dense<[5, -6]>
memref.global "private" constant @idx : memref<2xindex> = dense<[9223372036854775807, -1]>

func.func @get(%i: index) -> f32 {
  %0 = memref.get_global @c : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  return %1 : f32
}

func.func @rank0() -> memref<f32> {
  %0 = memref.get_global @z : memref<f32>
  return %0 : memref<f32>
}

func.func @later(%i: index, %j: index) -> i8 {
  %0 = memref.get_global @after : memref<2x3xi8>
  %1 = memref.load %0[%i, %j] : memref<2x3xi8>
  return %1 : i8
}

func.func @space(%i: index) -> i64 {
  %0 = memref.get_global @dev : memref<2xi64, 1>
  %1 = memref.load %0[%i] : memref<2xi64, 1>
  return %1 : i64
}

memref.global "private" @after : memref<2x3xi8> = dense<[[1, 2, 3], [4, 5, 6]]>

func.func @copy_dense(%a: memref<?x4xf32>, %b: memref<?x4xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<?x4xf32>
  return
}

func.func @copy_global(%b: memref<2x3xi32>) {
  %0 = memref.get_global @g : memref<2x3xi32>
  memref.copy %0, %b : memref<2x3xi32> to memref<2x3xi32>
  return
}

func.func @copy_same_order(%a: memref<?x?xf32, contiguous<[1, 0]>>, %b: memref<?x?xf32, contiguous<[1, 0], offset: 3>>) {
  memref.copy %a, %b : memref<?x?xf32, contiguous<[1, 0]>> to memref<?x?xf32, contiguous<[1, 0], offset: 3>>
  return
}

func.func @copy_offset(%a: memref<4xf64, strided<[1], offset: ?>>, %b: memref<4xf64, strided<[1], offset: 2>>) {
  memref.copy %a, %b : memref<4xf64, strided<[1], offset: ?>> to memref<4xf64, strided<[1], offset: 2>>
  return
}

func.func @copy_strided(%a: memref<?x?xi32, strided<[?, 2]>>, %b: memref<?x?xi32>) {
  memref.copy %a, %b : memref<?x?xi32, strided<[?, 2]>> to memref<?x?xi32>
  return
}

func.func @copy_transpose(%a: memref<2x3xf32>, %b: memref<2x3xf32, contiguous<[1, 0]>>) {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32, contiguous<[1, 0]>>
  return
}

func.func @copy_rank0(%a: memref<i16>, %b: memref<i16>) {
  memref.copy %a, %b : memref<i16> to memref<i16>
  return
}

func.func @copy_space(%a: memref<?xi64, 1>, %b: memref<?xi64>) {
  memref.copy %a, %b : memref<?xi64, 1> to memref<?xi64>
  return
}
