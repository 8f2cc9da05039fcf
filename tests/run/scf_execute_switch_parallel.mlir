// Tests scf.execute_region (several blocks, no results, nested), scf.index_switch (negative and large cases, default, no results, inside loops; MLIR 22 compares the low 32 bits of the index and the cases) and scf.parallel (1 and 2 dimensions, zero trips, reductions of 1 and 2 values, a non-commutative one, stores without results).
module {
  // |x| through an execute_region of three blocks joined by cf branches
  func.func @abs_region(%x: i32) -> i32 {
    %r = scf.execute_region -> i32 {
      %c0 = arith.constant 0 : i32
      %neg = arith.cmpi slt, %x, %c0 : i32
      cf.cond_br %neg, ^bb1, ^bb2(%x : i32)
    ^bb1:
      %n = arith.subi %c0, %x : i32
      cf.br ^bb2(%n : i32)
    ^bb2(%v: i32):
      scf.yield %v : i32
    }
    return %r : i32
  }

  // two results, yielded from two different blocks; an execute_region
  // without results inside that stores into a memref
  func.func @divmod_region(%a: i64, %b: i64, %m: memref<1xi64>) -> (i64, i64) {
    %q, %rem = scf.execute_region -> (i64, i64) {
      %c0 = arith.constant 0 : i64
      %z = arith.cmpi eq, %b, %c0 : i64
      cf.cond_br %z, ^zero, ^div
    ^zero:
      %m1 = arith.constant -1 : i64
      scf.yield %m1, %a : i64, i64
    ^div:
      %d = arith.divsi %a, %b : i64
      %r = arith.remsi %a, %b : i64
      scf.execute_region {
        %i0 = arith.constant 0 : index
        memref.store %d, %m[%i0] : memref<1xi64>
        scf.yield
      }
      scf.yield %d, %r : i64, i64
    }
    return %q, %rem : i64, i64
  }

  // index_switch with negative, large and small cases and a default; a case
  // holding a nested index_switch and an execute_region
  func.func @classify(%i: index) -> i32 {
    %r = scf.index_switch %i -> i32
    case -3 {
      %c = arith.constant 30 : i32
      scf.yield %c : i32
    }
    case 0 {
      %c = arith.constant 100 : i32
      scf.yield %c : i32
    }
    case 7 {
      %c1 = arith.constant 1 : index
      %j = arith.addi %i, %c1 : index
      %in = scf.index_switch %j -> i32
      case 8 {
        %e = scf.execute_region -> i32 {
          %c = arith.constant 78 : i32
          scf.yield %c : i32
        }
        scf.yield %e : i32
      }
      default {
        %c = arith.constant -1 : i32
        scf.yield %c : i32
      }
      scf.yield %in : i32
    }
    case 2147483647 {
      %c = arith.constant 7 : i32
      scf.yield %c : i32
    }
    case 9223372036854775806 {
      %c = arith.constant 5 : i32
      scf.yield %c : i32
    }
    case -9223372036854775807 {
      %c = arith.constant 6 : i32
      scf.yield %c : i32
    }
    default {
      %c = arith.constant 0 : i32
      %t = arith.index_cast %i : index to i32
      %s = arith.subi %c, %t : i32
      scf.yield %s : i32
    }
    return %r : i32
  }

  // index_switch without results in an scf.for: counts cases into a memref
  func.func @histogram(%v: memref<?xi64>, %n: index, %h: memref<3xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %one = arith.constant 1 : i64
    scf.for %k = %c0 to %n step %c1 {
      %x = memref.load %v[%k] : memref<?xi64>
      %xi = arith.index_cast %x : i64 to index
      scf.index_switch %xi
      case 1 {
        %o = memref.load %h[%c0] : memref<3xi64>
        %o1 = arith.addi %o, %one : i64
        memref.store %o1, %h[%c0] : memref<3xi64>
        scf.yield
      }
      case 2 {
        %o = memref.load %h[%c1] : memref<3xi64>
        %o1 = arith.addi %o, %one : i64
        memref.store %o1, %h[%c1] : memref<3xi64>
        scf.yield
      }
      default {
        %o = memref.load %h[%c2] : memref<3xi64>
        %o1 = arith.addi %o, %one : i64
        memref.store %o1, %h[%c2] : memref<3xi64>
      }
    }
    return
  }

  // 1-D parallel sum of i*i over [lb, ub) step s (zero trips when lb >= ub)
  func.func @sum_squares(%lb: index, %ub: index, %s: index) -> i64 {
    %zero = arith.constant 0 : i64
    %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%zero) -> i64 {
      %x = arith.index_cast %i : index to i64
      %sq = arith.muli %x, %x : i64
      scf.reduce(%sq : i64) {
      ^bb0(%a: i64, %b: i64):
        %t = arith.addi %a, %b : i64
        scf.reduce.return %t : i64
      }
    }
    return %r : i64
  }

  // 2-D parallel with two reductions: the sum of m[i][j] and a
  // non-commutative one, acc * 3 - v (the order shows which operand is the
  // accumulator)
  func.func @reduce2d(%m: memref<?x?xf64>, %ni: index, %nj: index) -> (f64, f64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f64
    %three = arith.constant 3.0 : f64
    %s, %w = scf.parallel (%i, %j) = (%c0, %c0) to (%ni, %nj) step (%c1, %c1) init (%z, %z) -> (f64, f64) {
      %v = memref.load %m[%i, %j] : memref<?x?xf64>
      scf.reduce(%v, %v : f64, f64) {
      ^bb0(%a: f64, %b: f64):
        %t = arith.addf %a, %b : f64
        scf.reduce.return %t : f64
      }, {
      ^bb0(%a: f64, %b: f64):
        %a3 = arith.mulf %a, %three : f64
        %t = arith.subf %a3, %b : f64
        scf.reduce.return %t : f64
      }
    }
    return %s, %w : f64, f64
  }

  // 2-D parallel without results: out[i][j] = i * 10 + j on a step-2 grid,
  // with an index_switch and an execute_region in its body
  func.func @fill(%out: memref<4x6xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c10 = arith.constant 10 : index
    scf.parallel (%i, %j) = (%c0, %c1) to (%c4, %c6) step (%c1, %c2) {
      %t = arith.muli %i, %c10 : index
      %v = arith.addi %t, %j : index
      %w = scf.index_switch %i -> index
      case 3 {
        %neg = arith.subi %c0, %v : index
        scf.yield %neg : index
      }
      default {
        %e = scf.execute_region -> index {
          scf.yield %v : index
        }
        scf.yield %e : index
      }
      %x = arith.index_cast %w : index to i64
      memref.store %x, %out[%i, %j] : memref<4x6xi64>
      scf.reduce
    }
    return
  }

  // zero-trip 2-D parallel loops: the outer and then only the inner one
  // empty; the result is the init
  func.func @empty_parallel(%n: index) -> (i64, i64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %init = arith.constant 42 : i64
    %one = arith.constant 1 : i64
    %a = scf.parallel (%i, %j) = (%c5, %c0) to (%n, %c5) step (%c1, %c1) init (%init) -> i64 {
      scf.reduce(%one : i64) {
      ^bb0(%x: i64, %y: i64):
        %t = arith.addi %x, %y : i64
        scf.reduce.return %t : i64
      }
    }
    %b = scf.parallel (%i, %j) = (%c0, %c5) to (%c5, %n) step (%c1, %c1) init (%init) -> i64 {
      scf.reduce(%one : i64) {
      ^bb0(%x: i64, %y: i64):
        %t = arith.addi %x, %y : i64
        scf.reduce.return %t : i64
      }
    }
    return %a, %b : i64, i64
  }
}
