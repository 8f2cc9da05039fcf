// a case of scf.index_switch yields f32 where its result is i32
func.func @f(%i: index, %x: i32, %y: f32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %y : f32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
