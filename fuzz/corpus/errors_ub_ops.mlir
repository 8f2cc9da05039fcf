// ub.unreachable only where a branch may be; ub.poison takes no operands and one type
func.func @a(%c: i1) {
  scf.if %c {
    ub.unreachable
  }
  return
}
func.func @b() -> i32 {
  %p = ub.poison
  return %p : i32
}
func.func @c(%x: i32) -> i32 {
  %p = "ub.poison"(%x) : (i32) -> i32
  return %p : i32
}
func.func @d() -> i32 {
  %p = ub.poison : i32, i32
  return %p : i32
}
func.func @e(%x: i32) {
  "ub.unreachable"(%x) : (i32) -> ()
}
func.func @g() {
  %p = ub.poison : i32
  ub.unreachable
  return
}
