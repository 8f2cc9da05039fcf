// Tests scf.for with iter_args: sum/product reductions, zero trip count, lb > ub, step > 1, i32 induction variable, nested loops.
module {
  // sum of i for i in [lb, ub) step s  (index)
  func.func @sum_range(%lb: index, %ub: index, %s: index) -> index {
    %c0 = arith.constant 0 : index
    %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %c0) -> (index) {
      %n = arith.addi %acc, %i : index
      scf.yield %n : index
    }
    return %r : index
  }

  // n! computed with an i64 product over [1, n+1)
  func.func @factorial(%n: i64) -> i64 {
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i64
    %ni = arith.index_cast %n : i64 to index
    %ub = arith.addi %ni, %c1 : index
    %r = scf.for %i = %c1 to %ub step %c1 iter_args(%p = %one) -> (i64) {
      %iv = arith.index_cast %i : index to i64
      %q = arith.muli %p, %iv : i64
      scf.yield %q : i64
    }
    return %r : i64
  }

  // i32 induction variable; two iter_args: (sum of i, sum of i*i)
  func.func @sum_sq_i32(%lb: i32, %ub: i32, %s: i32) -> i32 {
    %z = arith.constant 0 : i32
    %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %z, %b = %z) -> (i32, i32) : i32 {
      %a2 = arith.addi %a, %i : i32
      %sq = arith.muli %i, %i : i32
      %b2 = arith.addi %b, %sq : i32
      scf.yield %a2, %b2 : i32, i32
    }
    %k = arith.constant 1000 : i32
    %t = arith.muli %r#0, %k : i32
    %u = arith.addi %t, %r#1 : i32
    return %u : i32
  }

  // nested loops, float accumulation: sum_{i<n} sum_{j<m} (i + 0.5*j)
  func.func @nested_f64(%n: index, %m: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %half = arith.constant 0.5 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %inner = scf.for %j = %c0 to %m step %c1 iter_args(%acc2 = %acc) -> (f64) {
        %jj = arith.index_cast %j : index to i64
        %fj = arith.sitofp %jj : i64 to f64
        %hj = arith.mulf %fj, %half : f64
        %v = arith.addf %fi, %hj : f64
        %s = arith.addf %acc2, %v : f64
        scf.yield %s : f64
      }
      scf.yield %inner : f64
    }
    return %r : f64
  }

  // loop without iter_args: counts iterations in a 1-element memref (returns n)
  func.func @count_no_iter(%n: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.alloca() : memref<1xindex>
    memref.store %c0, %m[%c0] : memref<1xindex>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%c0] : memref<1xindex>
      %w = arith.addi %v, %c1 : index
      memref.store %w, %m[%c0] : memref<1xindex>
    }
    %r = memref.load %m[%c0] : memref<1xindex>
    return %r : index
  }
}
