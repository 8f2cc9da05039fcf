// ir2ll-args: --llvm-version=14
// Unranked memrefs as results, passed as MLIR passes them: the callee
// returns its descriptor in memory from malloc, the caller (MLIR code or
// the C driver) copies it and frees it.
module {
  // A rank-2 view of %m, unranked.
  func.func @as_unranked(%m: memref<2x3xi64>) -> memref<*xi64> {
    %u = memref.cast %m : memref<2x3xi64> to memref<*xi64>
    return %u : memref<*xi64>
  }

  // Two results, one unranked of rank 1 and one scalar.
  func.func @pair(%m: memref<?xi64>, %k: i64) -> (memref<*xi64>, i64) {
    %u = memref.cast %m : memref<?xi64> to memref<*xi64>
    %c2 = arith.constant 2 : i64
    %d = arith.muli %k, %c2 : i64
    return %u, %d : memref<*xi64>, i64
  }

  // Calls both in a loop (the copies go to the stack and the heap ones
  // are freed each time) and sums what it reads through them: each
  // round adds m[1][1] + 2 + 3 + flat[1] + a (pair's 2 * a - a).
  func.func @sum_through(%m: memref<2x3xi64>, %flat: memref<?xi64>, %n: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
      %u = func.call @as_unranked(%m) : (memref<2x3xi64>) -> memref<*xi64>
      %r = memref.rank %u : memref<*xi64>
      %d1 = memref.dim %u, %c1 : memref<*xi64>
      %back = memref.cast %u : memref<*xi64> to memref<2x3xi64>
      %v = memref.load %back[%c1, %c1] : memref<2x3xi64>
      %p:2 = func.call @pair(%flat, %a) : (memref<?xi64>, i64) -> (memref<*xi64>, i64)
      %pr = memref.cast %p#0 : memref<*xi64> to memref<?xi64>
      %pv = memref.load %pr[%c1] : memref<?xi64>
      %ri = arith.index_cast %r : index to i64
      %di = arith.index_cast %d1 : index to i64
      %t1 = arith.addi %a, %v : i64
      %t2 = arith.addi %t1, %ri : i64
      %t3 = arith.addi %t2, %di : i64
      %t4 = arith.addi %t3, %pv : i64
      %t5 = arith.subi %p#1, %a : i64
      %t6 = arith.addi %t4, %t5 : i64
      scf.yield %t6 : i64
    }
    return %s : i64
  }
}
