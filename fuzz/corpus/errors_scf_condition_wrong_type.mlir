// scf.condition forwards an i64 where the scf.while result is i32
func.func @f(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.extsi %x : i32 to i64
    scf.condition(%c) %y : i64
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
