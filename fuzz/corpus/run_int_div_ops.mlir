// Tests integer division/remainder and min/max (divsi/divui/remsi/remui/ceildivsi/ceildivui/floordivsi, maxsi/minsi/maxui/minui) on i32, i8, i64, dispatched through a large cf.switch.
module {
  // sel: 0 divsi 1 divui 2 remsi 3 remui 4 ceildivsi 5 floordivsi 6 ceildivui
  //      7 maxsi 8 minsi 9 maxui 10 minui 11 andi 12 ori 13 xori ; other -> -999
  func.func @op32(%sel: i32, %a: i32, %b: i32) -> i32 {
    cf.switch %sel : i32, [
      default: ^bad,
      0: ^divsi, 1: ^divui, 2: ^remsi, 3: ^remui, 4: ^ceildivsi, 5: ^floordivsi,
      6: ^ceildivui, 7: ^maxsi, 8: ^minsi, 9: ^maxui, 10: ^minui,
      11: ^andi, 12: ^ori, 13: ^xori
    ]
  ^divsi:
    %v0 = arith.divsi %a, %b : i32
    cf.br ^done(%v0 : i32)
  ^divui:
    %v1 = arith.divui %a, %b : i32
    cf.br ^done(%v1 : i32)
  ^remsi:
    %v2 = arith.remsi %a, %b : i32
    cf.br ^done(%v2 : i32)
  ^remui:
    %v3 = arith.remui %a, %b : i32
    cf.br ^done(%v3 : i32)
  ^ceildivsi:
    %v4 = arith.ceildivsi %a, %b : i32
    cf.br ^done(%v4 : i32)
  ^floordivsi:
    %v5 = arith.floordivsi %a, %b : i32
    cf.br ^done(%v5 : i32)
  ^ceildivui:
    %v6 = arith.ceildivui %a, %b : i32
    cf.br ^done(%v6 : i32)
  ^maxsi:
    %v7 = arith.maxsi %a, %b : i32
    cf.br ^done(%v7 : i32)
  ^minsi:
    %v8 = arith.minsi %a, %b : i32
    cf.br ^done(%v8 : i32)
  ^maxui:
    %v9 = arith.maxui %a, %b : i32
    cf.br ^done(%v9 : i32)
  ^minui:
    %v10 = arith.minui %a, %b : i32
    cf.br ^done(%v10 : i32)
  ^andi:
    %v11 = arith.andi %a, %b : i32
    cf.br ^done(%v11 : i32)
  ^ori:
    %v12 = arith.ori %a, %b : i32
    cf.br ^done(%v12 : i32)
  ^xori:
    %v13 = arith.xori %a, %b : i32
    cf.br ^done(%v13 : i32)
  ^bad:
    %m = arith.constant -999 : i32
    cf.br ^done(%m : i32)
  ^done(%r: i32):
    return %r : i32
  }

  // i8 signed vs unsigned: returns (divsi*1000 + remsi) and (divui*1000 + remui), sign/zero extended
  func.func @div8(%a: i32, %b: i32) -> (i64, i64) {
    %a8 = arith.trunci %a : i32 to i8
    %b8 = arith.trunci %b : i32 to i8
    %qs = arith.divsi %a8, %b8 : i8
    %rs = arith.remsi %a8, %b8 : i8
    %qu = arith.divui %a8, %b8 : i8
    %ru = arith.remui %a8, %b8 : i8
    %k = arith.constant 1000 : i64
    %qs64 = arith.extsi %qs : i8 to i64
    %rs64 = arith.extsi %rs : i8 to i64
    %qu64 = arith.extui %qu : i8 to i64
    %ru64 = arith.extui %ru : i8 to i64
    %t0 = arith.muli %qs64, %k : i64
    %s = arith.addi %t0, %rs64 : i64
    %t1 = arith.muli %qu64, %k : i64
    %u = arith.addi %t1, %ru64 : i64
    return %s, %u : i64, i64
  }

  // i64 ceil/floor division and unsigned min/max with "negative" values
  func.func @cf64(%a: i64, %b: i64) -> (i64, i64) {
    %c = arith.ceildivsi %a, %b : i64
    %f = arith.floordivsi %a, %b : i64
    return %c, %f : i64, i64
  }
  func.func @minmax_u64(%a: i64, %b: i64) -> (i64, i64) {
    %mx = arith.maxui %a, %b : i64
    %mn = arith.minui %a, %b : i64
    return %mx, %mn : i64, i64
  }
}
