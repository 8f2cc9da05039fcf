// Tests scf.while / scf.condition carrying values: gcd, collatz step count, and a while whose "after" args differ from "before" args.
module {
  // Euclid: while (b != 0) { (a, b) = (b, a % b) }
  func.func @gcd(%a0: i64, %b0: i64) -> i64 {
    %c0 = arith.constant 0 : i64
    %r:2 = scf.while (%a = %a0, %b = %b0) : (i64, i64) -> (i64, i64) {
      %ne = arith.cmpi ne, %b, %c0 : i64
      scf.condition(%ne) %a, %b : i64, i64
    } do {
    ^bb0(%x: i64, %y: i64):
      %m = arith.remui %x, %y : i64
      scf.yield %y, %m : i64, i64
    }
    return %r#0 : i64
  }

  // number of collatz steps to reach 1
  func.func @collatz(%n0: i64) -> i32 {
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %c3 = arith.constant 3 : i64
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %r:2 = scf.while (%n = %n0, %k = %z) : (i64, i32) -> (i64, i32) {
      %gt = arith.cmpi ugt, %n, %c1 : i64
      scf.condition(%gt) %n, %k : i64, i32
    } do {
    ^bb0(%m: i64, %s: i32):
      %bit = arith.andi %m, %c1 : i64
      %odd = arith.cmpi eq, %bit, %c1 : i64
      %t = arith.muli %m, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      %h = arith.shrui %m, %c1 : i64
      %nx = arith.select %odd, %t1, %h : i64
      %s1 = arith.addi %s, %one : i32
      scf.yield %nx, %s1 : i64, i32
    }
    return %r#1 : i32
  }

  // smallest power of two >= n; the before region converts the carried i32 to
  // index and passes that (a different type) to the after region and out
  func.func @next_pow2(%n: i32) -> i32 {
    %one = arith.constant 1 : i32
    %res = scf.while (%p = %one) : (i32) -> index {
      %lt = arith.cmpi slt, %p, %n : i32
      %pi = arith.index_cast %p : i32 to index
      scf.condition(%lt) %pi : index
    } do {
    ^bb0(%pi: index):
      %c2 = arith.constant 2 : index
      %d = arith.muli %pi, %c2 : index
      %di = arith.index_cast %d : index to i32
      scf.yield %di : i32
    }
    %ri = arith.index_cast %res : index to i32
    return %ri : i32
  }
}
