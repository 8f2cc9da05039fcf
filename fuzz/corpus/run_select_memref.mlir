// arith.select of memrefs, ranked and unranked: a select of each
// descriptor field under the one condition (MLIR selects the structs)
func.func @pick(%c: i1, %a: memref<?xf32>, %b: memref<?xf32>, %i: index) -> f32 {
  %m = arith.select %c, %a, %b : memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}
func.func @pick_view(%c: i1, %a: memref<4x4xf32>, %i: index) -> (memref<?xf32, strided<[?], offset: ?>>, index) {
  %row = memref.subview %a[%i, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %col = memref.subview %a[0, %i] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: ?>>
  %r = memref.cast %row : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %k = memref.cast %col : memref<4xf32, strided<[4], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %m = arith.select %c, %r, %k : memref<?xf32, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32, strided<[?], offset: ?>>
  return %m, %n : memref<?xf32, strided<[?], offset: ?>>, index
}
func.func @pick_unranked(%c: i1, %a: memref<*xf32>, %b: memref<*xf32>) -> index {
  %m = arith.select %c, %a, %b : memref<*xf32>
  %r = memref.rank %m : memref<*xf32>
  return %r : index
}
