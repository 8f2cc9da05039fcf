// ir2ll-args: --llvm-version=14
// memref.subview, memref.reinterpret_cast, extract_strided_metadata and
// extract_aligned_pointer_as_index on matrices from C: blocks, strided
// columns, views of views, a flat buffer reinterpreted as a matrix, and
// an unranked source.
module {
  // The sum of the h x w block of %m at (i, j).
  func.func @block_sum(%m: memref<?x?xf32>, %i: index, %j: index, %h: index, %w: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %b = memref.subview %m[%i, %j] [%h, %w] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    %s = scf.for %r = %c0 to %h step %c1 iter_args(%a = %zero) -> (f32) {
      %t = scf.for %c = %c0 to %w step %c1 iter_args(%x = %a) -> (f32) {
        %v = memref.load %b[%r, %c] : memref<?x?xf32, strided<[?, 1], offset: ?>>
        %n = arith.addf %x, %v : f32
        scf.yield %n : f32
      }
      scf.yield %t : f32
    }
    return %s : f32
  }

  // Every other row of column j of a static 6x8 matrix, scaled by k in place.
  func.func @scale_column(%m: memref<6x8xf32>, %j: index, %k: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %col = memref.subview %m[1, %j] [3, 1] [2, 1] : memref<6x8xf32> to memref<3x1xf32, strided<[16, 1], offset: ?>>
    scf.for %r = %c0 to %c3 step %c1 {
      %v = memref.load %col[%r, %c0] : memref<3x1xf32, strided<[16, 1], offset: ?>>
      %n = arith.mulf %v, %k : f32
      memref.store %n, %col[%r, %c0] : memref<3x1xf32, strided<[16, 1], offset: ?>>
    }
    return
  }

  // A view of a view: element (1, 1) of the 2x2 block at (1, 1) of the
  // 4x4 block at (1, 2), with strides 2 in the inner view.
  func.func @nested(%m: memref<6x8xf32>) -> f32 {
    %c1 = arith.constant 1 : index
    %a = memref.subview %m[1, 2] [4, 4] [1, 1] : memref<6x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
    %b = memref.subview %a[1, 1] [2, 2] [2, 2] : memref<4x4xf32, strided<[8, 1], offset: 10>> to memref<2x2xf32, strided<[16, 2], offset: 19>>
    %v = memref.load %b[%c1, %c1] : memref<2x2xf32, strided<[16, 2], offset: 19>>
    return %v : f32
  }

  // A flat buffer of n * 4 floats as an n x 4 matrix from element o on: element (r, c).
  func.func @as_matrix(%flat: memref<?xf32>, %n: index, %o: index, %r: index, %c: index) -> f32 {
    %m = memref.reinterpret_cast %flat to offset: [%o], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
    %v = memref.load %m[%r, %c] : memref<?x4xf32, strided<[4, 1], offset: ?>>
    return %v : f32
  }

  // The same through an unranked memref, as a 2x3 matrix, transposed by its strides.
  func.func @unranked_view(%flat: memref<?xf32>, %r: index, %c: index) -> f32 {
    %u = memref.cast %flat : memref<?xf32> to memref<*xf32>
    %m = memref.reinterpret_cast %u to offset: [0], sizes: [3, 2], strides: [1, 3] : memref<*xf32> to memref<3x2xf32, strided<[1, 3]>>
    %v = memref.load %m[%r, %c] : memref<3x2xf32, strided<[1, 3]>>
    return %v : f32
  }

  // Row i and column j of %m, rank-reduced views: the sum of the row, plus
  // 1000 times twice the column's element at row r.
  func.func @row_and_column(%m: memref<6x8xf32>, %i: index, %j: index, %r: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %row = memref.subview %m[%i, 0] [1, 8] [1, 1] : memref<6x8xf32> to memref<8xf32, strided<[1], offset: ?>>
    %col = memref.subview %m[0, %j] [6, 1] [1, 1] : memref<6x8xf32> to memref<6xf32, strided<[8], offset: ?>>
    %s = scf.for %k = %c0 to %c8 step %c1 iter_args(%a = %zero) -> (f32) {
      %v = memref.load %row[%k] : memref<8xf32, strided<[1], offset: ?>>
      %n = arith.addf %a, %v : f32
      scf.yield %n : f32
    }
    %e = memref.load %col[%r] : memref<6xf32, strided<[8], offset: ?>>
    %one = memref.subview %m[%r, %j] [1, 1] [1, 1] : memref<6x8xf32> to memref<f32, strided<[], offset: ?>>
    %x = memref.load %one[] : memref<f32, strided<[], offset: ?>>
    %ex = arith.addf %e, %x : f32
    %k1000 = arith.constant 1000.0 : f32
    %big = arith.mulf %ex, %k1000 : f32
    %res = arith.addf %s, %big : f32
    return %res : f32
  }

  // offset + 1000 * size0 + 100 * size1 + 10 * stride0 + stride1 of a subview.
  func.func @metadata(%m: memref<?x?xf32>, %i: index, %j: index) -> index {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %c1000 = arith.constant 1000 : index
    %v = memref.subview %m[%i, %j] [2, 3] [1, 2] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
    %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %v : memref<2x3xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
    %a = arith.muli %sz#0, %c1000 : index
    %b = arith.muli %sz#1, %c100 : index
    %c = arith.muli %st#0, %c10 : index
    %s1 = arith.addi %off, %a : index
    %s2 = arith.addi %s1, %b : index
    %s3 = arith.addi %s2, %c : index
    %s4 = arith.addi %s3, %st#1 : index
    %c0 = arith.constant 0 : index
    %x = memref.load %base[] : memref<f32>
    return %s4 : index
  }

  // The subview's aligned pointer minus its source's: 0 (a view keeps the pointer, moves the offset).
  func.func @pointer_moves(%m: memref<?x?xf32>) -> index {
    %v = memref.subview %m[1, 1] [1, 1] [1, 1] : memref<?x?xf32> to memref<1x1xf32, strided<[?, 1], offset: ?>>
    %p = memref.extract_aligned_pointer_as_index %v : memref<1x1xf32, strided<[?, 1], offset: ?>> -> index
    %q = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index
    %d = arith.subi %p, %q : index
    return %d : index
  }
}
