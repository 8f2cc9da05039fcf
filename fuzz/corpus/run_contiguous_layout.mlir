// Contiguous layouts end to end: a column-major operand (copy into it, matmul with it), a 3-D permuted layout, a dynamic offset into a bigger C buffer, a static offset, and alloc/alloca of permuted layouts handed to C, which prints their buffers in memory order
module {
  func.func private @show3(memref<?x?x?xi64, contiguous<[1, 2, 0]>>)
  func.func private @show2(memref<3x4xf32, contiguous<[1, 0]>>)

  // b[i, j] = a[i, j] with b column-major: b's buffer holds the transpose of a's
  func.func @to_column_major(%a: memref<?x?xf32>, %b: memref<?x?xf32, contiguous<[1, 0]>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %a, %c0 : memref<?x?xf32>
    %m = memref.dim %a, %c1 : memref<?x?xf32>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %m step %c1 {
        %v = memref.load %a[%i, %j] : memref<?x?xf32>
        memref.store %v, %b[%i, %j] : memref<?x?xf32, contiguous<[1, 0]>>
      }
    }
    return
  }

  // c = a * b with b column-major: (n x k) times (k x m)
  func.func @matmul_cm(%a: memref<?x?xf32>, %b: memref<?x?xf32, contiguous<[1, 0]>>, %c: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %a, %c0 : memref<?x?xf32>
    %k = memref.dim %a, %c1 : memref<?x?xf32>
    %m = memref.dim %b, %c1 : memref<?x?xf32, contiguous<[1, 0]>>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %m step %c1 {
        %s = scf.for %l = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
          %x = memref.load %a[%i, %l] : memref<?x?xf32>
          %y = memref.load %b[%l, %j] : memref<?x?xf32, contiguous<[1, 0]>>
          %p = arith.mulf %x, %y : f32
          %t = arith.addf %acc, %p : f32
          scf.yield %t : f32
        }
        memref.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }

  // m[i, j, k] = 100*i + 10*j + k in a 2x3x4 buffer laid out [2, 0, 1]
  // (strides [3, 1, 6]); returns the sum of m[i, j, k] * (i + 1) read back
  func.func @fill_permuted(%m: memref<2x3x4xi32, contiguous<[2, 0, 1]>>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : i32
    %c100 = arith.constant 100 : i32
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %ii = arith.index_cast %i : index to i32
          %jj = arith.index_cast %j : index to i32
          %kk = arith.index_cast %k : index to i32
          %a = arith.muli %ii, %c100 : i32
          %b = arith.muli %jj, %c10 : i32
          %ab = arith.addi %a, %b : i32
          %v = arith.addi %ab, %kk : i32
          memref.store %v, %m[%i, %j, %k] : memref<2x3x4xi32, contiguous<[2, 0, 1]>>
        }
      }
    }
    %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%s0 = %zero) -> (i32) {
      %ii = arith.index_cast %i : index to i32
      %w = arith.addi %ii, %one : i32
      %s1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%t0 = %s0) -> (i32) {
        %t1 = scf.for %k = %c0 to %c4 step %c1 iter_args(%u0 = %t0) -> (i32) {
          %v = memref.load %m[%i, %j, %k] : memref<2x3x4xi32, contiguous<[2, 0, 1]>>
          %p = arith.muli %v, %w : i32
          %u1 = arith.addi %u0, %p : i32
          scf.yield %u1 : i32
        }
        scf.yield %t1 : i32
      }
      scf.yield %s1 : i32
    }
    return %sum : i32
  }

  // A window of a bigger buffer, row-major at a dynamic offset: returns
  // the sum of its elements weighted by (i + 1), and doubles each one
  func.func @window(%m: memref<?x?xf64, contiguous<2, offset: ?>>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %two = arith.constant 2.0 : f64
    %one = arith.constant 1 : i64
    %r = memref.dim %m, %c0 : memref<?x?xf64, contiguous<2, offset: ?>>
    %c = memref.dim %m, %c1 : memref<?x?xf64, contiguous<2, offset: ?>>
    %sum = scf.for %i = %c0 to %r step %c1 iter_args(%s0 = %zero) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %i1 = arith.addi %ii, %one : i64
      %w = arith.sitofp %i1 : i64 to f64
      %s1 = scf.for %j = %c0 to %c step %c1 iter_args(%t0 = %s0) -> (f64) {
        %v = memref.load %m[%i, %j] : memref<?x?xf64, contiguous<2, offset: ?>>
        %d = arith.mulf %v, %two : f64
        memref.store %d, %m[%i, %j] : memref<?x?xf64, contiguous<2, offset: ?>>
        %p = arith.mulf %v, %w : f64
        %t1 = arith.addf %t0, %p : f64
        scf.yield %t1 : f64
      }
      scf.yield %s1 : f64
    }
    return %sum : f64
  }

  // A static 3x4 column-major matrix at a dynamic offset: m[i, j] = 10*i - j
  func.func @column_major_offset(%m: memref<3x4xi64, contiguous<[1, 0], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : i64
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %a = arith.muli %ii, %c10 : i64
        %v = arith.subi %a, %jj : i64
        memref.store %v, %m[%i, %j] : memref<3x4xi64, contiguous<[1, 0], offset: ?>>
      }
    }
    return
  }

  // A 2x3 column-major matrix at the static offset 5 (the descriptor's
  // offset field is not read): sum of m[i, j] * (3*i + j + 1)
  func.func @static_offset(%m: memref<2x3xi32, contiguous<[1, 0], offset: 5>>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0 : i32
    %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%s0 = %zero) -> (i32) {
      %s1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%t0 = %s0) -> (i32) {
        %i3 = arith.muli %i, %c3 : index
        %ij = arith.addi %i3, %j : index
        %w0 = arith.addi %ij, %c1 : index
        %w = arith.index_cast %w0 : index to i32
        %v = memref.load %m[%i, %j] : memref<2x3xi32, contiguous<[1, 0], offset: 5>>
        %p = arith.muli %v, %w : i32
        %t1 = arith.addi %t0, %p : i32
        scf.yield %t1 : i32
      }
      scf.yield %s1 : i32
    }
    return %sum : i32
  }

  // A new buffer of a permuted layout with dynamic sizes, dense in its
  // order [1, 2, 0] (strides [1, a*c, a]): m[i, j, k] = 100*i + 10*j + k,
  // shown by C in memory order; returns the sum of m[i, j, k] * k read back
  func.func @alloc_permuted(%a: index, %b: index, %c: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : i64
    %c100 = arith.constant 100 : i64
    %zero = arith.constant 0 : i64
    %m = memref.alloc(%a, %b, %c) : memref<?x?x?xi64, contiguous<[1, 2, 0]>>
    scf.for %i = %c0 to %a step %c1 {
      scf.for %j = %c0 to %b step %c1 {
        scf.for %k = %c0 to %c step %c1 {
          %ii = arith.index_cast %i : index to i64
          %jj = arith.index_cast %j : index to i64
          %kk = arith.index_cast %k : index to i64
          %x = arith.muli %ii, %c100 : i64
          %y = arith.muli %jj, %c10 : i64
          %xy = arith.addi %x, %y : i64
          %v = arith.addi %xy, %kk : i64
          memref.store %v, %m[%i, %j, %k] : memref<?x?x?xi64, contiguous<[1, 2, 0]>>
        }
      }
    }
    call @show3(%m) : (memref<?x?x?xi64, contiguous<[1, 2, 0]>>) -> ()
    %sum = scf.for %i = %c0 to %a step %c1 iter_args(%s0 = %zero) -> (i64) {
      %s1 = scf.for %j = %c0 to %b step %c1 iter_args(%t0 = %s0) -> (i64) {
        %t1 = scf.for %k = %c0 to %c step %c1 iter_args(%u0 = %t0) -> (i64) {
          %v = memref.load %m[%i, %j, %k] : memref<?x?x?xi64, contiguous<[1, 2, 0]>>
          %kk = arith.index_cast %k : index to i64
          %p = arith.muli %v, %kk : i64
          %u1 = arith.addi %u0, %p : i64
          scf.yield %u1 : i64
        }
        scf.yield %t1 : i64
      }
      scf.yield %s1 : i64
    }
    memref.dealloc %m : memref<?x?x?xi64, contiguous<[1, 2, 0]>>
    return %sum : i64
  }

  // A stack buffer of a static column-major layout: m[i, j] = 4*i + j,
  // shown by C in memory order; returns m[2, 1] + m[1, 3]
  func.func @alloca_column_major() -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %m = memref.alloca() : memref<3x4xf32, contiguous<[1, 0]>>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %i4 = arith.muli %i, %c4 : index
        %ij = arith.addi %i4, %j : index
        %n = arith.index_cast %ij : index to i32
        %v = arith.sitofp %n : i32 to f32
        memref.store %v, %m[%i, %j] : memref<3x4xf32, contiguous<[1, 0]>>
      }
    }
    call @show2(%m) : (memref<3x4xf32, contiguous<[1, 0]>>) -> ()
    %x = memref.load %m[%c2, %c1] : memref<3x4xf32, contiguous<[1, 0]>>
    %y = memref.load %m[%c1, %c3] : memref<3x4xf32, contiguous<[1, 0]>>
    %s = arith.addf %x, %y : f32
    return %s : f32
  }
}
