// scf.yield terminating the 'before' region of scf.while
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.yield %x : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
