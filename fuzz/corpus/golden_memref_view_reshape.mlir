// memref.view and memref.reshape: the byte shift is a getelementptr of
// i8; sizes of a shape of i32 are sign-extended as by arith.index_cast
// (MLIR 22 leaves such a reshape unconverted); a shape of static length
// gives an unranked result of that rank (MLIR 22 crashes on it).
func.func @view(%buf: memref<?xi8, 1>, %shift: index, %n: index) -> memref<?x2x3xf64, 1> {
  %v = memref.view %buf[%shift][%n] : memref<?xi8, 1> to memref<?x2x3xf64, 1>
  return %v : memref<?x2x3xf64, 1>
}

func.func @reshape_i32(%src: memref<4x3xf32>, %shape: memref<2xi32>) -> memref<?x?xf32> {
  %r = memref.reshape %src(%shape) : (memref<4x3xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

func.func @reshape_static_length(%src: memref<*xf32>, %shape: memref<3xi64>) -> index {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<3xi64>) -> memref<*xf32>
  %rank = memref.rank %r : memref<*xf32>
  return %rank : index
}
