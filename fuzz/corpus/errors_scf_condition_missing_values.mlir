// scf.condition forwards no values to a one-result scf.while
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t)
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
