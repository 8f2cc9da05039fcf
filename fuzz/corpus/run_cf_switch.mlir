// Tests cf.switch: default and several cases targeting the same block with different args, negative case values, a case with 2 block args, and a switch on i8.
module {
  // cf.switch: default and two cases target ^join with different args
  func.func @sw(%v: i32) -> i32 {
    %a = arith.constant 100 : i32
    %b = arith.constant 200 : i32
    %c = arith.constant 300 : i32
    %d = arith.constant 7 : i32
    cf.switch %v : i32, [
      default: ^join(%a : i32),
      0: ^join(%b : i32),
      5: ^join(%c : i32),
      -3: ^neg,
      9: ^nine(%d, %v : i32, i32)
    ]
  ^neg:
    %m = arith.constant -1 : i32
    cf.br ^join(%m : i32)
  ^nine(%p: i32, %q: i32):
    %pq = arith.muli %p, %q : i32
    cf.br ^join(%pq : i32)
  ^join(%r: i32):
    return %r : i32
  }

  // cf.switch on i8 with a case value that only makes sense after truncation
  func.func @sw8(%v: i32) -> i32 {
    %t = arith.trunci %v : i32 to i8
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    cf.switch %t : i8, [
      default: ^out(%three : i32),
      -1: ^out(%one : i32),
      127: ^out(%two : i32)
    ]
  ^out(%r: i32):
    return %r : i32
  }

  // i64 switch with large case values; the default destination gets a computed arg
  func.func @sw64(%v: i64) -> i64 {
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %dbl = arith.muli %v, %two : i64
    cf.switch %v : i64, [
      default: ^out(%dbl : i64),
      4294967296: ^out(%one : i64),
      -1: ^out(%two : i64),
      -9223372036854775808: ^out(%three : i64)
    ]
  ^out(%r: i64):
    return %r : i64
  }

  // switch with only a default destination
  func.func @sw_default(%v: i32) -> i32 {
    cf.switch %v : i32, [
      default: ^next
    ]
  ^next:
    %one = arith.constant 1 : i32
    %r = arith.addi %v, %one : i32
    return %r : i32
  }
}
