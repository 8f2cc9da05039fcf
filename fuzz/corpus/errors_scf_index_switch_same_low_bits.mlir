// cases 1 and 4294967297 differ, but not in the low 32 bits that MLIR 22 compares
func.func @f(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 4294967297 {
    scf.yield
  }
  default {
  }
  return
}
