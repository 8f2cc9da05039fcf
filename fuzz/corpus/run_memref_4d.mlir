// Tests rank-4 memrefs: mixed memref<2x?x3x?xf64> alloc with dynamic sizes and memref.dim, and a mixed memref<?x3x?x2xi32> argument from C.
module {
  // 4-D mixed: b[i][j][k][l] = i*1000 + j*100 + k*10 + l (as f64); returns b[1][d1-1][2][d3-1] + total element count
  func.func @rank4_mixed(%d1: index, %d3: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %b = memref.alloc(%d1, %d3) : memref<2x?x3x?xf64>
    %n0 = memref.dim %b, %c0 : memref<2x?x3x?xf64>
    %n1 = memref.dim %b, %c1 : memref<2x?x3x?xf64>
    %n2 = memref.dim %b, %c2 : memref<2x?x3x?xf64>
    %n3 = memref.dim %b, %c3 : memref<2x?x3x?xf64>
    %k1000 = arith.constant 1000.0 : f64
    %k100 = arith.constant 100.0 : f64
    %k10 = arith.constant 10.0 : f64
    scf.for %i = %c0 to %n0 step %c1 {
      scf.for %j = %c0 to %n1 step %c1 {
        scf.for %k = %c0 to %n2 step %c1 {
          scf.for %l = %c0 to %n3 step %c1 {
            %ii = arith.index_cast %i : index to i64
            %jj = arith.index_cast %j : index to i64
            %kk = arith.index_cast %k : index to i64
            %ll = arith.index_cast %l : index to i64
            %fi = arith.sitofp %ii : i64 to f64
            %fj = arith.sitofp %jj : i64 to f64
            %fk = arith.sitofp %kk : i64 to f64
            %fl = arith.sitofp %ll : i64 to f64
            %a0 = arith.mulf %fi, %k1000 : f64
            %a1 = arith.mulf %fj, %k100 : f64
            %a2 = arith.mulf %fk, %k10 : f64
            %s0 = arith.addf %a0, %a1 : f64
            %s1 = arith.addf %s0, %a2 : f64
            %s2 = arith.addf %s1, %fl : f64
            memref.store %s2, %b[%i, %j, %k, %l] : memref<2x?x3x?xf64>
          }
        }
      }
    }
    %jl = arith.subi %n1, %c1 : index
    %ll = arith.subi %n3, %c1 : index
    %v = memref.load %b[%c1, %jl, %c2, %ll] : memref<2x?x3x?xf64>
    %p0 = arith.muli %n0, %n1 : index
    %p1 = arith.muli %p0, %n2 : index
    %p2 = arith.muli %p1, %n3 : index
    %pi = arith.index_cast %p2 : index to i64
    %pf = arith.sitofp %pi : i64 to f64
    %r = arith.addf %v, %pf : f64
    memref.dealloc %b : memref<2x?x3x?xf64>
    return %r : f64
  }

  // 4-D mixed-shape argument from C: returns sum of x[i][j][k][l] * (l + 1)
  func.func @rank4_arg(%x: memref<?x3x?x2xi32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %z = arith.constant 0 : i32
    %n0 = memref.dim %x, %c0 : memref<?x3x?x2xi32>
    %n1 = memref.dim %x, %c1 : memref<?x3x?x2xi32>
    %n2 = memref.dim %x, %c2 : memref<?x3x?x2xi32>
    %n3 = memref.dim %x, %c3 : memref<?x3x?x2xi32>
    %r = scf.for %i = %c0 to %n0 step %c1 iter_args(%a0 = %z) -> (i32) {
      %r1 = scf.for %j = %c0 to %n1 step %c1 iter_args(%a1 = %a0) -> (i32) {
        %r2 = scf.for %k = %c0 to %n2 step %c1 iter_args(%a2 = %a1) -> (i32) {
          %r3 = scf.for %l = %c0 to %n3 step %c1 iter_args(%a3 = %a2) -> (i32) {
            %v = memref.load %x[%i, %j, %k, %l] : memref<?x3x?x2xi32>
            %l1 = arith.addi %l, %c1 : index
            %w = arith.index_cast %l1 : index to i32
            %vw = arith.muli %v, %w : i32
            %a4 = arith.addi %a3, %vw : i32
            scf.yield %a4 : i32
          }
          scf.yield %r3 : i32
        }
        scf.yield %r2 : i32
      }
      scf.yield %r1 : i32
    }
    return %r : i32
  }
}
