// scf.yield with two values for one scf.if result
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
