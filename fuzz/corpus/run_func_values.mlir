// Tests func.constant, func.call_indirect and cf.assert.
func.func private @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}
func.func private @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func @apply(%which: i64, %x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %f = func.constant @twice : (i64) -> i64
  %g = func.constant @square : (i64) -> i64
  %is0 = arith.cmpi eq, %which, %c0 : i64
  %h = arith.select %is0, %f, %g : (i64) -> i64
  %r = func.call_indirect %h(%x) : (i64) -> i64
  return %r : i64
}
func.func @checked_div(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %nz = arith.cmpi ne, %b, %c0 : i64
  cf.assert %nz, "division by zero"
  %q = arith.divsi %a, %b : i64
  return %q : i64
}
