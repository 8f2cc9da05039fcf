// Tests rank-3 memrefs: static memref<2x3x4xi32> alloc/dealloc and a dynamic memref<?x?x?xi16> alloca with memref.dim.
module {
  // a[i][j][k] = 100i + 10j + k ; returns the sum (1476)
  func.func @rank3_static() -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %z = arith.constant 0 : i32
    %a = memref.alloc() : memref<2x3x4xi32>
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        scf.for %k = %c0 to %c4 step %c1 {
          %x = arith.muli %i, %c100 : index
          %y = arith.muli %j, %c10 : index
          %xy = arith.addi %x, %y : index
          %v = arith.addi %xy, %k : index
          %vi = arith.index_cast %v : index to i32
          memref.store %vi, %a[%i, %j, %k] : memref<2x3x4xi32>
        }
      }
    }
    %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%s0 = %z) -> (i32) {
      %s1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%t0 = %s0) -> (i32) {
        %s2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%u0 = %t0) -> (i32) {
          %v = memref.load %a[%i, %j, %k] : memref<2x3x4xi32>
          %u1 = arith.addi %u0, %v : i32
          scf.yield %u1 : i32
        }
        scf.yield %s2 : i32
      }
      scf.yield %s1 : i32
    }
    memref.dealloc %a : memref<2x3x4xi32>
    return %s : i32
  }

  // dynamic 3-D alloca of i16: c[i][j][k] = i*j - k ; returns sum over all (as i64)
  func.func @rank3_dyn_alloca(%n: index, %m: index, %p: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %c = memref.alloca(%n, %m, %p) : memref<?x?x?xi16>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %m step %c1 {
        scf.for %k = %c0 to %p step %c1 {
          %ij = arith.muli %i, %j : index
          %v = arith.subi %ij, %k : index
          %v16 = arith.index_cast %v : index to i16
          memref.store %v16, %c[%i, %j, %k] : memref<?x?x?xi16>
        }
      }
    }
    %d2 = memref.dim %c, %c0 : memref<?x?x?xi16>
    %r = scf.for %i = %c0 to %d2 step %c1 iter_args(%acc = %z) -> (i64) {
      %r1 = scf.for %j = %c0 to %m step %c1 iter_args(%acc1 = %acc) -> (i64) {
        %r2 = scf.for %k = %c0 to %p step %c1 iter_args(%acc2 = %acc1) -> (i64) {
          %v = memref.load %c[%i, %j, %k] : memref<?x?x?xi16>
          %w = arith.extsi %v : i16 to i64
          %a = arith.addi %acc2, %w : i64
          scf.yield %a : i64
        }
        scf.yield %r2 : i64
      }
      scf.yield %r1 : i64
    }
    return %r : i64
  }
}
