// 'do' region of scf.while yields nothing
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%z: i32):
    scf.yield
  }
  return %r : i32
}
