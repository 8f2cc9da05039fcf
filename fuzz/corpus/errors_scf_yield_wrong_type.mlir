// scf.yield type differs from the scf.if result type
func.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i64
  }
  return %r : i32
}
