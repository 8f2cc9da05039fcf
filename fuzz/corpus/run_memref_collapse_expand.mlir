// memref.collapse_shape and memref.expand_shape from C: a 3-D array as a
// matrix, a flat buffer as a matrix of dynamic height, windows of a
// matrix (strided, contiguous or one column) collapsed and expanded,
// dynamic strides, and rank 0.
module {
  // %m[i][j] of the 6x4 matrix that a 2x3x4 array is.
  func.func @collapse_load(%m: memref<2x3x4xf32>, %i: index, %j: index) -> f32 {
    %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
    %v = memref.load %c[%i, %j] : memref<6x4xf32>
    return %v : f32
  }
  // A flat buffer of n*4 as a ?x4 matrix; stores 7 at [i][j], returns its size 0.
  func.func @expand_store(%d: memref<?xf32>, %n: index, %i: index, %j: index) -> index {
    %e = memref.expand_shape %d [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
    %x = arith.constant 7.0 : f32
    memref.store %x, %e[%i, %j] : memref<?x4xf32>
    %c0 = arith.constant 0 : index
    %s = memref.dim %e, %c0 : memref<?x4xf32>
    return %s : index
  }
  // The 4x4 block at (1, 2) of a 6x8 matrix with its rows as 2x2: [i][j][k].
  func.func @window_expand(%m: memref<6x8xf32>, %i: index, %j: index, %k: index) -> f32 {
    %w = memref.subview %m[1, 2] [4, 4] [1, 1] : memref<6x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
    %e = memref.expand_shape %w [[0], [1, 2]] output_shape [4, 2, 2] : memref<4x4xf32, strided<[8, 1], offset: 10>> into memref<4x2x2xf32, strided<[8, 2, 1], offset: 10>>
    %v = memref.load %e[%i, %j, %k] : memref<4x2x2xf32, strided<[8, 2, 1], offset: 10>>
    return %v : f32
  }
  // Rows r and r+1 of a 6x8 matrix as one row of 16: element k.
  func.func @rows_collapse(%m: memref<6x8xf32>, %r: index, %k: index) -> f32 {
    %w = memref.subview %m[%r, 0] [2, 8] [1, 1] : memref<6x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    %c = memref.collapse_shape %w [[0, 1]] : memref<2x8xf32, strided<[8, 1], offset: ?>> into memref<16xf32, strided<[1], offset: ?>>
    %v = memref.load %c[%k] : memref<16xf32, strided<[1], offset: ?>>
    return %v : f32
  }
  // Column c of a 6x8 matrix (a 6x1 window) collapsed to a vector of 6,
  // stride 8: the sum of its elements.
  func.func @column_sum(%m: memref<6x8xf32>, %c: index) -> f32 {
    %w = memref.subview %m[0, %c] [6, 1] [1, 1] : memref<6x8xf32> to memref<6x1xf32, strided<[8, 1], offset: ?>>
    %v = memref.collapse_shape %w [[0, 1]] : memref<6x1xf32, strided<[8, 1], offset: ?>> into memref<6xf32, strided<[8], offset: ?>>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %zero = arith.constant 0.0 : f32
    %s = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %zero) -> (f32) {
      %x = memref.load %v[%i] : memref<6xf32, strided<[8], offset: ?>>
      %n = arith.addf %a, %x : f32
      scf.yield %n : f32
    }
    return %s : f32
  }
  // Dynamic strides both ways: a ?x? view (rows of the matrix, any
  // stride) collapsed, then expanded to ?x3: [i][j], with the size and
  // strides of the expansion as a checksum.
  func.func @dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index, %i: index, %j: index) -> f32 {
    %c = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
    %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 3] : memref<?xf32, strided<[?], offset: ?>> into memref<?x3xf32, strided<[?, ?], offset: ?>>
    %v = memref.load %e[%i, %j] : memref<?x3xf32, strided<[?, ?], offset: ?>>
    %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %e : memref<?x3xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %a = arith.muli %sz#0, %st#0 : index
    %b = arith.addi %a, %st#1 : index
    %b1 = arith.addi %b, %off : index
    %bi = arith.index_cast %b1 : index to i64
    %bf = arith.sitofp %bi : i64 to f32
    %k = arith.constant 1000.0 : f32
    %bk = arith.mulf %bf, %k : f32
    %r = arith.addf %v, %bk : f32
    return %r : f32
  }
  // Rank 0 and back: a 1x1 memref as a scalar, the scalar as 1x1x1.
  func.func @rank0(%m: memref<1x1xf32>) -> f32 {
    %s = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
    %e = memref.expand_shape %s [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %e[%c0, %c0, %c0] : memref<1x1x1xf32>
    %w = memref.load %s[] : memref<f32>
    %r = arith.addf %v, %w : f32
    return %r : f32
  }
}
