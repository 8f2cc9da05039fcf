// Tests scf ops nested in non-entry cf blocks and in each other (scf.for inside scf.while inside scf.if inside a cf block), with values flowing across.
module {
  // mode 0: sum of digits of n; mode 1: number of set bits of n; other: -1
  // digit/bit loops are scf.while inside cf blocks; result joins via block arg
  func.func @digits_or_bits(%mode: i32, %n: i64) -> i64 {
    %c0 = arith.constant 0 : i32
    %neg = arith.constant -1 : i64
    %is0 = arith.cmpi eq, %mode, %c0 : i32
    cf.cond_br %is0, ^digits, ^check1
  ^digits:
    %z = arith.constant 0 : i64
    %ten = arith.constant 10 : i64
    %d:2 = scf.while (%x = %n, %s = %z) : (i64, i64) -> (i64, i64) {
      %more = arith.cmpi ugt, %x, %z : i64
      scf.condition(%more) %x, %s : i64, i64
    } do {
    ^bb0(%x: i64, %s: i64):
      %q = arith.divui %x, %ten : i64
      %r = arith.remui %x, %ten : i64
      %s1 = arith.addi %s, %r : i64
      scf.yield %q, %s1 : i64, i64
    }
    cf.br ^join(%d#1 : i64)
  ^check1:
    %c1 = arith.constant 1 : i32
    %is1 = arith.cmpi eq, %mode, %c1 : i32
    cf.cond_br %is1, ^bits, ^join(%neg : i64)
  ^bits:
    %c0i = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %one = arith.constant 1 : i64
    %zz = arith.constant 0 : i64
    %cnt = scf.for %i = %c0i to %c64 step %c1i iter_args(%a = %zz) -> (i64) {
      %ii = arith.index_cast %i : index to i64
      %sh = arith.shrui %n, %ii : i64
      %b = arith.andi %sh, %one : i64
      %a1 = arith.addi %a, %b : i64
      scf.yield %a1 : i64
    }
    cf.br ^join(%cnt : i64)
  ^join(%res: i64):
    return %res : i64
  }

  // n <= 0 -> 0 ; odd n -> 100n ; even n -> sum over k = n, n-3, n-6, ... > 0 of (0+1+..+k-1)
  // (scf.for inside scf.while inside scf.if inside a non-entry cf block)
  func.func @nested(%n: i32) -> i32 {
    %z = arith.constant 0 : i32
    %pos = arith.cmpi sgt, %n, %z : i32
    cf.cond_br %pos, ^work, ^done(%z : i32)
  ^work:
    %two = arith.constant 2 : i32
    %m = arith.remsi %n, %two : i32
    %even = arith.cmpi eq, %m, %z : i32
    %r = scf.if %even -> (i32) {
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %w:2 = scf.while (%k = %n, %tot = %z) : (i32, i32) -> (i32, i32) {
        %more = arith.cmpi sgt, %k, %z : i32
        scf.condition(%more) %k, %tot : i32, i32
      } do {
      ^bb0(%k: i32, %tot: i32):
        %s = scf.for %j = %z to %k step %one iter_args(%a = %tot) -> (i32) : i32 {
          %a1 = arith.addi %a, %j : i32
          scf.yield %a1 : i32
        }
        %k1 = arith.subi %k, %three : i32
        scf.yield %k1, %s : i32, i32
      }
      scf.yield %w#1 : i32
    } else {
      %h = arith.constant 100 : i32
      %p = arith.muli %n, %h : i32
      scf.yield %p : i32
    }
    cf.br ^done(%r : i32)
  ^done(%x: i32):
    return %x : i32
  }
}
