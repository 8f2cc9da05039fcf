// Tests functions with 2 and 3 results, called from MLIR (func.call with multiple results) and from C (LLVM struct return).
module {
  // floor-style divmod on i64: returns (quotient, remainder)
  func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
    %q = arith.floordivsi %a, %b : i64
    %t = arith.muli %q, %b : i64
    %r = arith.subi %a, %t : i64
    func.return %q, %r : i64, i64
  }

  // three results, only used from MLIR: (min, max, sum) of three i32
  func.func @min_max_sum(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
    %m0 = arith.minsi %a, %b : i32
    %mn = arith.minsi %m0, %c : i32
    %x0 = arith.maxsi %a, %b : i32
    %mx = arith.maxsi %x0, %c : i32
    %s0 = arith.addi %a, %b : i32
    %s = arith.addi %s0, %c : i32
    func.return %mn, %mx, %s : i32, i32, i32
  }

  // mixed int/float results: (count, mean) of 0..n-1 scaled by k
  func.func @count_mean(%n: i64, %k: f64) -> (i64, f64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %ni = arith.index_cast %n : i64 to index
    %s = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %zero) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %v = arith.mulf %f, %k : f64
      %a2 = arith.addf %acc, %v : f64
      scf.yield %a2 : f64
    }
    %nf = arith.sitofp %n : i64 to f64
    %mean = arith.divf %s, %nf : f64
    func.return %n, %mean : i64, f64
  }

  // calls the multi-result functions from MLIR:
  // returns q*1000000 + r*10000 + (max-min)*100 + (x+y+z)
  func.func @combine(%a: i64, %b: i64, %x: i32, %y: i32, %z: i32) -> i64 {
    %q, %r = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
    %res:3 = func.call @min_max_sum(%x, %y, %z) : (i32, i32, i32) -> (i32, i32, i32)
    %d = arith.subi %res#1, %res#0 : i32
    %d64 = arith.extsi %d : i32 to i64
    %s64 = arith.extsi %res#2 : i32 to i64
    %c1e6 = arith.constant 1000000 : i64
    %c1e4 = arith.constant 10000 : i64
    %c100 = arith.constant 100 : i64
    %t0 = arith.muli %q, %c1e6 : i64
    %t1 = arith.muli %r, %c1e4 : i64
    %t2 = arith.muli %d64, %c100 : i64
    %u0 = arith.addi %t0, %t1 : i64
    %u1 = arith.addi %u0, %t2 : i64
    %u2 = arith.addi %u1, %s64 : i64
    func.return %u2 : i64
  }
}
