// memref.subview, memref.reinterpret_cast, extract_strided_metadata and
// extract_aligned_pointer_as_index: static entries fold into the view's
// descriptor, dynamic ones are the operands' values.
func.func @block(%m: memref<8x?xf32>, %i: index, %n: index) -> memref<4x?xf32, strided<[?, 2], offset: ?>> {
  %s = memref.subview %m[%i, 2] [4, %n] [1, 2] : memref<8x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
  return %s : memref<4x?xf32, strided<[?, 2], offset: ?>>
}

func.func @static_block(%m: memref<8x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %v = memref.load %s[%c1, %c1] : memref<4x4xf32, strided<[8, 1], offset: 18>>
  return %v : f32
}

func.func @of_contiguous(%m: memref<4x8xf32, contiguous<[1, 0], offset: ?>>, %j: index) -> memref<2x3xf32, strided<[1, 4], offset: ?>> {
  %s = memref.subview %m[1, %j] [2, 3] [1, 1] : memref<4x8xf32, contiguous<[1, 0], offset: ?>> to memref<2x3xf32, strided<[1, 4], offset: ?>>
  return %s : memref<2x3xf32, strided<[1, 4], offset: ?>>
}

func.func @flat_to_2d(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  return %r : memref<?x4xf32>
}

func.func @from_unranked(%u: memref<*xf32>, %o: index) -> memref<2x3xf32, contiguous<2, offset: ?>> {
  %r = memref.reinterpret_cast %u to offset: [%o], sizes: [2, 3], strides: [3, 1] : memref<*xf32> to memref<2x3xf32, contiguous<2, offset: ?>>
  return %r : memref<2x3xf32, contiguous<2, offset: ?>>
}

func.func @metadata(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index, index) {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> index
  return %b, %o, %s#0, %s#1, %st#0, %st#1, %p : memref<f32>, index, index, index, index, index, index
}

func.func @pointer_of_unranked(%u: memref<*xf32, 1>) -> index {
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32, 1> -> index
  return %p : index
}

// Rank-reducing: a row and a single element, their dimensions of size 1 dropped.
func.func @row(%m: memref<4x8xf32>, %i: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %s : memref<8xf32, strided<[1], offset: ?>>
}

func.func @element(%m: memref<?x?xf32>, %i: index, %j: index) -> memref<f32, strided<[], offset: ?>> {
  %s = memref.subview %m[%i, %j] [1, 1] [1, 1] : memref<?x?xf32> to memref<f32, strided<[], offset: ?>>
  return %s : memref<f32, strided<[], offset: ?>>
}
