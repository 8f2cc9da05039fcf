// scf.index_switch with the case 3 twice
func.func @f(%i: index) {
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
  }
  return
}
