// Tests a combined algorithm workload: insertion sort of a C array (scf.for + scf.while with a compound condition), and a prime sieve on a memref<?xi1>.
module {
  // in-place insertion sort of v (memref<?xi32>)
  func.func @isort(%v: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %v, %c0 : memref<?xi32>
    scf.for %i = %c1 to %n step %c1 {
      %key = memref.load %v[%i] : memref<?xi32>
      // j = i; while (j > 0 && v[j-1] > key) { v[j] = v[j-1]; j-- }
      %j = scf.while (%j = %i) : (index) -> index {
        %pos = arith.cmpi ugt, %j, %c0 : index
        %go = scf.if %pos -> (i1) {
          %jm = arith.subi %j, %c1 : index
          %prev = memref.load %v[%jm] : memref<?xi32>
          %gt = arith.cmpi sgt, %prev, %key : i32
          scf.yield %gt : i1
        } else {
          %f = arith.constant false
          scf.yield %f : i1
        }
        scf.condition(%go) %j : index
      } do {
      ^bb0(%jj: index):
        %jm = arith.subi %jj, %c1 : index
        %prev = memref.load %v[%jm] : memref<?xi32>
        memref.store %prev, %v[%jj] : memref<?xi32>
        scf.yield %jm : index
      }
      memref.store %key, %v[%j] : memref<?xi32>
    }
    return
  }

  // number of primes < n, and the largest one (as i64 pair)
  func.func @sieve(%n: index) -> (i64, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %true = arith.constant true
    %false = arith.constant false
    %z = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %p = memref.alloc(%n) : memref<?xi1>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %true, %p[%i] : memref<?xi1>
    }
    scf.for %i = %c2 to %n step %c1 {
      %isp = memref.load %p[%i] : memref<?xi1>
      %sq = arith.muli %i, %i : index
      %small = arith.cmpi ult, %sq, %n : index
      %both = arith.andi %isp, %small : i1
      scf.if %both {
        scf.for %k = %sq to %n step %i {
          memref.store %false, %p[%k] : memref<?xi1>
        }
      }
    }
    %r:2 = scf.for %i = %c2 to %n step %c1 iter_args(%cnt = %z, %last = %z) -> (i64, i64) {
      %isp = memref.load %p[%i] : memref<?xi1>
      %ii = arith.index_cast %i : index to i64
      %cnt1 = arith.addi %cnt, %one : i64
      %c = arith.select %isp, %cnt1, %cnt : i64
      %l = arith.select %isp, %ii, %last : i64
      scf.yield %c, %l : i64, i64
    }
    memref.dealloc %p : memref<?xi1>
    return %r#0, %r#1 : i64, i64
  }
}
