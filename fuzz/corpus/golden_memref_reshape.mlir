// memref.collapse_shape and memref.expand_shape: the descriptor keeps the
// pointers and offset; static sizes and strides of the result are
// constants, dynamic ones products of the source's fields (a collapsed
// group's stride is that of its innermost dimension not of size 1).
func.func @collapse(%m: memref<2x?x4xf32>) -> memref<?x4xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x?x4xf32> into memref<?x4xf32>
  return %c : memref<?x4xf32>
}
func.func @collapse_strided(%m: memref<?x?x1xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x1xf32, strided<[?, ?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %c : memref<?xf32, strided<[?], offset: ?>>
}
func.func @expand(%m: memref<?x4xf32>, %n: index) -> memref<?x3x2x2xf32> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, 2, 2] : memref<?x4xf32> into memref<?x3x2x2xf32>
  return %e : memref<?x3x2x2xf32>
}
func.func @expand_strided(%m: memref<?xf32, strided<[?], offset: 5>>, %a: index, %b: index) -> memref<?x?x3xf32, strided<[?, ?, ?], offset: 5>> {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [%a, %b, 3] : memref<?xf32, strided<[?], offset: 5>> into memref<?x?x3xf32, strided<[?, ?, ?], offset: 5>>
  return %e : memref<?x?x3xf32, strided<[?, ?, ?], offset: 5>>
}
func.func @rank0(%m: memref<1x1xi8>) -> memref<1xi8> {
  %s = memref.collapse_shape %m [] : memref<1x1xi8> into memref<i8>
  %e = memref.expand_shape %s [] output_shape [1] : memref<i8> into memref<1xi8>
  return %e : memref<1xi8>
}
