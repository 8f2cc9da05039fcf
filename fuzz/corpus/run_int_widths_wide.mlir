// Tests wide/odd integer widths i33, i64, i128: wraparound, extsi/extui/trunci, 128-bit mul-high and udiv/urem, i128 constants, index_cast/index_castui.
module {
  // i33: sum wraps mod 2^33 ; returns (extui, extsi) as two i64
  func.func @i33_add(%a: i64, %b: i64) -> (i64, i64) {
    %a33 = arith.trunci %a : i64 to i33
    %b33 = arith.trunci %b : i64 to i33
    %s = arith.addi %a33, %b33 : i33
    %u = arith.extui %s : i33 to i64
    %v = arith.extsi %s : i33 to i64
    return %u, %v : i64, i64
  }

  // i128: high 64 bits of the unsigned and signed 128-bit products
  func.func @mulhi_u(%a: i64, %b: i64) -> i64 {
    %a128 = arith.extui %a : i64 to i128
    %b128 = arith.extui %b : i64 to i128
    %p = arith.muli %a128, %b128 : i128
    %c64 = arith.constant 64 : i128
    %h = arith.shrui %p, %c64 : i128
    %r = arith.trunci %h : i128 to i64
    return %r : i64
  }

  func.func @mulhi_s(%a: i64, %b: i64) -> i64 {
    %a128 = arith.extsi %a : i64 to i128
    %b128 = arith.extsi %b : i64 to i128
    %p = arith.muli %a128, %b128 : i128
    %c64 = arith.constant 64 : i128
    %h = arith.shrsi %p, %c64 : i128
    %r = arith.trunci %h : i128 to i64
    return %r : i64
  }

  // i128 constant and unsigned division/remainder: ((hi << 64) | lo) udiv / urem by 1000000007
  func.func @u128_divrem(%hi: i64, %lo: i64) -> (i64, i64) {
    %h = arith.extui %hi : i64 to i128
    %l = arith.extui %lo : i64 to i128
    %c64 = arith.constant 64 : i128
    %hs = arith.shli %h, %c64 : i128
    %x = arith.ori %hs, %l : i128
    %d = arith.constant 1000000007 : i128
    %q = arith.divui %x, %d : i128
    %r = arith.remui %x, %d : i128
    %q64 = arith.trunci %q : i128 to i64
    %r64 = arith.trunci %r : i128 to i64
    return %q64, %r64 : i64, i64
  }

  // index casts: index_cast of negative i32 sign-extends, index_castui zero-extends
  func.func @index_casts(%a: i32) -> (i64, i64) {
    %s = arith.index_cast %a : i32 to index
    %u = arith.index_castui %a : i32 to index
    %s64 = arith.index_cast %s : index to i64
    %u64 = arith.index_cast %u : index to i64
    return %s64, %u64 : i64, i64
  }
}
