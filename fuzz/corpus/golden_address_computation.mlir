// From TargetLLVMIR.md, section "Address Computation": `memref.load %m[%1,%2,%3,%4] : memref<?x?x4x8xf32, offset: ?>` is aligned + offset + %1*stride0 + %2*32 + %3*8 + %4 (dynamic stride and offset from the descriptor); the store uses the same address computation
module {
  func.func @load(%m: memref<?x?x4x8xf32, offset: ?>, %1: index, %2: index, %3: index, %4: index) -> f32 {
    %0 = memref.load %m[%1,%2,%3,%4] : memref<?x?x4x8xf32, offset: ?>
    return %0 : f32
  }
  func.func @store(%m: memref<?x?x4x8xf32, offset: ?>, %1: index, %2: index, %3: index, %4: index, %v: f32) {
    memref.store %v, %m[%1,%2,%3,%4] : memref<?x?x4x8xf32, offset: ?>
    return
  }
}
