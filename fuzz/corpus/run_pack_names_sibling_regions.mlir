// Tests names that mlir-opt reuses across sibling regions: a result pack
// '%8:2' in one loop body and a plain '%8' in the next; and '%r:2' reused
// after the region that bound it has ended.
module {
  func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
    %q = arith.divsi %a, %b : i64
    %r = arith.remsi %a, %b : i64
    return %q, %r : i64, i64
  }
  func.func @sums(%n: index, %m: memref<?xi64>) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i64
    %seven = arith.constant 7 : i64
    scf.for %i = %c0 to %n step %c1 {
      %8:2 = scf.for %j = %c0 to %i step %c1 iter_args(%a = %z, %b = %z) -> (i64, i64) {
        %jj = arith.index_cast %j : index to i64
        %a2 = arith.addi %a, %jj : i64
        %b2 = arith.muli %jj, %jj : i64
        %b3 = arith.addi %b, %b2 : i64
        scf.yield %a2, %b3 : i64, i64
      }
      %9 = arith.addi %8#0, %8#1 : i64
      memref.store %9, %m[%i] : memref<?xi64>
    }
    %total = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (i64) {
      %8 = memref.load %m[%i] : memref<?xi64>
      %r:2 = func.call @divmod(%8, %seven) : (i64, i64) -> (i64, i64)
      %s = arith.addi %r#0, %r : i64
      %t2 = arith.addi %t, %s : i64
      scf.yield %t2 : i64
    }
    %r = arith.addi %total, %seven : i64
    return %r : i64
  }
}
