// memref_cast.mlir with each contiguous layout spelled as the strided layout it stands for (strided<[1, 3], offset: ?> for contiguous<[1, 0], offset: ?> on 3x4, strided<[3, 1], offset: ?> for contiguous<2, offset: ?> on 2x3), as MLIR 22 reads it: the same results; cli/generic_form takes it through mlir-opt's generic form
module {
  func.func private @print_unranked(memref<*xf32>)

  func.func @sum_dynamic_view(%m: memref<2x3xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %d = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
    %r = memref.dim %d, %c0 : memref<?x?xf32>
    %c = memref.dim %d, %c1 : memref<?x?xf32>
    %sum = scf.for %i = %c0 to %r step %c1 iter_args(%s0 = %zero) -> (f32) {
      %s1 = scf.for %j = %c0 to %c step %c1 iter_args(%t0 = %s0) -> (f32) {
        %ic = arith.muli %i, %c : index
        %ij = arith.addi %ic, %j : index
        %w0 = arith.addi %ij, %c1 : index
        %w1 = arith.index_cast %w0 : index to i32
        %w = arith.sitofp %w1 : i32 to f32
        %v = memref.load %d[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %v, %w : f32
        %t1 = arith.addf %t0, %p : f32
        scf.yield %t1 : f32
      }
      scf.yield %s1 : f32
    }
    return %sum : f32
  }

  func.func @fill_static_view(%m: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %s = memref.cast %m : memref<?x?xf32> to memref<3x4xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %i10 = arith.muli %i, %c4 : index
        %ij = arith.addi %i10, %j : index
        %n = arith.index_cast %ij : index to i32
        %v = arith.sitofp %n : i32 to f32
        memref.store %v, %s[%i, %j] : memref<3x4xf32>
      }
    }
    return
  }

  func.func @fill_column_major(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c100 = arith.constant 100 : index
    %cm = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32, strided<[1, 3], offset: ?>>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %i4 = arith.muli %i, %c4 : index
        %ij = arith.addi %i4, %j : index
        %k = arith.addi %ij, %c100 : index
        %n = arith.index_cast %k : index to i32
        %v = arith.sitofp %n : i32 to f32
        memref.store %v, %cm[%i, %j] : memref<3x4xf32, strided<[1, 3], offset: ?>>
      }
    }
    %u = memref.cast %cm : memref<3x4xf32, strided<[1, 3], offset: ?>> to memref<*xf32>
    call @print_unranked(%u) : (memref<*xf32>) -> ()
    return
  }

  func.func @identity_contiguous(%m: memref<2x3xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c = memref.cast %m : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
    %x = memref.load %c[%c1, %c2] : memref<2x3xf32, strided<[3, 1], offset: ?>>
    %b = memref.cast %c : memref<2x3xf32, strided<[3, 1], offset: ?>> to memref<?x3xf32>
    %y = memref.load %b[%c0, %c1] : memref<?x3xf32>
    %s = arith.addf %x, %y : f32
    return %s : f32
  }

  func.func @round_trip(%m: memref<?x?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %f = arith.constant 42.0 : f32
    %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
    %r = memref.cast %u : memref<*xf32> to memref<?x?xf32>
    memref.store %f, %r[%c1, %c0] : memref<?x?xf32>
    %rank = memref.rank %u : memref<*xf32>
    %last = arith.subi %rank, %c1 : index
    %d0 = memref.dim %u, %c0 : memref<*xf32>
    %dl = memref.dim %u, %last : memref<*xf32>
    %a = arith.muli %rank, %c100 : index
    %b = arith.muli %d0, %c10 : index
    %ab = arith.addi %a, %b : index
    %res = arith.addi %ab, %dl : index
    call @print_unranked(%u) : (memref<*xf32>) -> ()
    return %res : index
  }

  func.func @small_ranks(%s: memref<f32>, %v: memref<5xf32>) {
    %u0 = memref.cast %s : memref<f32> to memref<*xf32>
    call @print_unranked(%u0) : (memref<*xf32>) -> ()
    %u1 = memref.cast %v : memref<5xf32> to memref<*xf32>
    call @print_unranked(%u1) : (memref<*xf32>) -> ()
    return
  }

  func.func @describe(%u: memref<*xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c10 = arith.constant 10 : index
    %c1000 = arith.constant 1000 : index
    %rank = memref.rank %u : memref<*xf32>
    %digits = scf.for %i = %c0 to %rank step %c1 iter_args(%acc = %rank) -> (index) {
      %d = memref.dim %u, %i : memref<*xf32>
      %a10 = arith.muli %acc, %c10 : index
      %n = arith.addi %a10, %d : index
      scf.yield %n : index
    }
    %is2 = arith.cmpi eq, %rank, %c2 : index
    %res = scf.if %is2 -> (index) {
      %m = memref.cast %u : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      %r = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %i = %c0 to %r step %c1 iter_args(%s0 = %zero) -> (f32) {
        %s1 = scf.for %j = %c0 to %c step %c1 iter_args(%t0 = %s0) -> (f32) {
          %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
          %t1 = arith.addf %t0, %v : f32
          scf.yield %t1 : f32
        }
        scf.yield %s1 : f32
      }
      %si = arith.fptosi %sum : f32 to i64
      %sx = arith.index_cast %si : i64 to index
      %k = arith.muli %sx, %c1000 : index
      %t = arith.addi %k, %digits : index
      scf.yield %t : index
    } else {
      scf.yield %digits : index
    }
    return %res : index
  }
}
