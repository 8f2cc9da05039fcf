// only the default region of scf.index_switch may leave its scf.yield out
func.func @f(%i: index, %m: memref<1xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  scf.index_switch %i
  case 0 {
    memref.store %x, %m[%c0] : memref<1xi32>
  }
  default {
  }
  return
}
