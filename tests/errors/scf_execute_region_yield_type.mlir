// scf.execute_region yields an i64 from one of its blocks, but its result is i32
func.func @f(%c: i1, %x: i32, %y: i64) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %y : i64
  }
  return %r : i32
}
