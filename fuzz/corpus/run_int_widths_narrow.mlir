// Tests narrow integer widths i1, i3, i8, i16, i17: wraparound add/mul, shifts, extsi/extui/trunci; C sees only i32.
module {
  // i8 wraparound: extsi(a8+b8) * 1000 + extui(a8*b8)
  func.func @i8_ops(%a: i32, %b: i32) -> i32 {
    %a8 = arith.trunci %a : i32 to i8
    %b8 = arith.trunci %b : i32 to i8
    %s = arith.addi %a8, %b8 : i8
    %p = arith.muli %a8, %b8 : i8
    %se = arith.extsi %s : i8 to i32
    %pe = arith.extui %p : i8 to i32
    %k = arith.constant 1000 : i32
    %t = arith.muli %se, %k : i32
    %r = arith.addi %t, %pe : i32
    return %r : i32
  }

  // i16: p = a16*b16 ; extsi(p >>s 4) * 100000 + extui(p >>u 4)
  func.func @i16_ops(%a: i32, %b: i32) -> i32 {
    %a16 = arith.trunci %a : i32 to i16
    %b16 = arith.trunci %b : i32 to i16
    %p = arith.muli %a16, %b16 : i16
    %c4 = arith.constant 4 : i16
    %q = arith.shrsi %p, %c4 : i16
    %u = arith.shrui %p, %c4 : i16
    %qe = arith.extsi %q : i16 to i32
    %ue = arith.extui %u : i16 to i32
    %k = arith.constant 100000 : i32
    %t = arith.muli %qe, %k : i32
    %r = arith.addi %t, %ue : i32
    return %r : i32
  }

  // i3: s = trunc(a) + 5 (wraps mod 8) ; extsi(s) * 10 + extui(s)
  func.func @i3_ops(%a: i32) -> i32 {
    %t = arith.trunci %a : i32 to i3
    %five = arith.constant 5 : i3
    %s = arith.addi %t, %five : i3
    %se = arith.extsi %s : i3 to i32
    %ue = arith.extui %s : i3 to i32
    %k = arith.constant 10 : i32
    %m = arith.muli %se, %k : i32
    %r = arith.addi %m, %ue : i32
    return %r : i32
  }

  // i17: x = trunc(a); extsi(x*x) ; extsi(x << 3) ; extui(x >>s 2)
  func.func @i17_sq(%a: i32) -> i32 {
    %x = arith.trunci %a : i32 to i17
    %sq = arith.muli %x, %x : i17
    %r = arith.extsi %sq : i17 to i32
    return %r : i32
  }

  func.func @i17_shl(%a: i32) -> i32 {
    %x = arith.trunci %a : i32 to i17
    %c3 = arith.constant 3 : i17
    %s = arith.shli %x, %c3 : i17
    %r = arith.extsi %s : i17 to i32
    return %r : i32
  }

  func.func @i17_shrsi_u(%a: i32) -> i32 {
    %x = arith.trunci %a : i32 to i17
    %c2 = arith.constant 2 : i17
    %s = arith.shrsi %x, %c2 : i17
    %r = arith.extui %s : i17 to i32
    return %r : i32
  }

  // i1 logic: extsi(a&b)*1000 + extui(a^b)*100 + extui(a|b)*10 + extui(a<b unsigned)
  func.func @i1_ops(%a: i32, %b: i32) -> i32 {
    %a1 = arith.trunci %a : i32 to i1
    %b1 = arith.trunci %b : i32 to i1
    %n = arith.andi %a1, %b1 : i1
    %x = arith.xori %a1, %b1 : i1
    %o = arith.ori %a1, %b1 : i1
    %lt = arith.cmpi ult, %a1, %b1 : i1
    %ne = arith.extsi %n : i1 to i32
    %xe = arith.extui %x : i1 to i32
    %oe = arith.extui %o : i1 to i32
    %le = arith.extui %lt : i1 to i32
    %k1000 = arith.constant 1000 : i32
    %k100 = arith.constant 100 : i32
    %k10 = arith.constant 10 : i32
    %t0 = arith.muli %ne, %k1000 : i32
    %t1 = arith.muli %xe, %k100 : i32
    %t2 = arith.muli %oe, %k10 : i32
    %s0 = arith.addi %t0, %t1 : i32
    %s1 = arith.addi %s0, %t2 : i32
    %s2 = arith.addi %s1, %le : i32
    return %s2 : i32
  }
}
