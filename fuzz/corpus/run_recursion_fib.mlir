// Tests recursion via func.call: fibonacci (scf.if), factorial (cf.cond_br), mutual recursion (is_even/is_odd), and a call to a private helper.
module {
  func.func @fib(%n: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %c1 = arith.constant 1 : i32
    %small = arith.cmpi slt, %n, %c2 : i32
    %r = scf.if %small -> (i32) {
      scf.yield %n : i32
    } else {
      %n1 = arith.subi %n, %c1 : i32
      %n2 = arith.subi %n, %c2 : i32
      %a = func.call @fib(%n1) : (i32) -> i32
      %b = func.call @fib(%n2) : (i32) -> i32
      %s = arith.addi %a, %b : i32
      scf.yield %s : i32
    }
    return %r : i32
  }

  func.func @fact(%n: i64) -> i64 {
    %c1 = arith.constant 1 : i64
    %le = arith.cmpi sle, %n, %c1 : i64
    cf.cond_br %le, ^base, ^rec
  ^base:
    return %c1 : i64
  ^rec:
    %m = arith.subi %n, %c1 : i64
    %f = call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    return %p : i64
  }

  func.func @is_even(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.cmpi eq, %n, %c0 : i32
    cf.cond_br %z, ^yes, ^no
  ^yes:
    return %c1 : i32
  ^no:
    %m = arith.subi %n, %c1 : i32
    %r = call @is_odd(%m) : (i32) -> i32
    return %r : i32
  }

  func.func @is_odd(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.cmpi eq, %n, %c0 : i32
    cf.cond_br %z, ^yes, ^no
  ^yes:
    return %c0 : i32
  ^no:
    %m = arith.subi %n, %c1 : i32
    %r = call @is_even(%m) : (i32) -> i32
    return %r : i32
  }

  // Ackermann A(m, n) via private recursive helper
  func.func private @ack_impl(%m: i64, %n: i64) -> i64 {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %m0 = arith.cmpi eq, %m, %c0 : i64
    cf.cond_br %m0, ^m_zero, ^m_pos
  ^m_zero:
    %r0 = arith.addi %n, %c1 : i64
    return %r0 : i64
  ^m_pos:
    %m1 = arith.subi %m, %c1 : i64
    %n0 = arith.cmpi eq, %n, %c0 : i64
    cf.cond_br %n0, ^n_zero, ^n_pos
  ^n_zero:
    %r1 = call @ack_impl(%m1, %c1) : (i64, i64) -> i64
    return %r1 : i64
  ^n_pos:
    %n1 = arith.subi %n, %c1 : i64
    %inner = call @ack_impl(%m, %n1) : (i64, i64) -> i64
    %r2 = call @ack_impl(%m1, %inner) : (i64, i64) -> i64
    return %r2 : i64
  }

  func.func @ack(%m: i64, %n: i64) -> i64 {
    %r = call @ack_impl(%m, %n) : (i64, i64) -> i64
    return %r : i64
  }
}
