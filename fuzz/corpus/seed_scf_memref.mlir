// ir2ll-args: --emit-c-interface
// fuzz seed: nested scf with results, memref layouts and memory spaces
func.func @k(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %s: memref<4x8xi32, 1>, %u: memref<*xf32>, %n: i32) -> (f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %d0 = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %a = memref.alloc(%d0) {alignment = 64} : memref<?xf32>
  %t = memref.alloca() : memref<2x3xf64>
  %r = scf.for %i = %c0 to %d0 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i, %c0] : memref<?x?xf32, strided<[?, 1], offset: ?>>
    %pos = arith.cmpf ogt, %v, %z : f32
    %w = scf.if %pos -> (f32) {
      scf.yield %v : f32
    } else {
      %nv = arith.negf %v : f32
      scf.yield %nv : f32
    }
    memref.store %w, %a[%i] : memref<?xf32>
    %acc1 = arith.addf %acc, %w : f32
    scf.yield %acc1 : f32
  }
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %res:2 = scf.while (%x = %c0i, %y = %n) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %x1 = arith.addi %x, %c1i : i32
    scf.yield %x1, %y : i32, i32
  }
  scf.for %j = %c0i to %n step %c1i : i32 {
    %jj = arith.index_cast %j : i32 to index
    %e = memref.load %s[%c1, %jj] : memref<4x8xi32, 1>
    memref.store %e, %s[%c0, %jj] : memref<4x8xi32, 1>
  }
  memref.dealloc %t : memref<2x3xf64>
  return %r, %a : f32, memref<?xf32>
}
func.func @old_layout(%m: memref<4x?xi8, offset: ?, strides: [?, 1]>, %z: memref<i8>) -> i8 {
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c0, %c0] : memref<4x?xi8, offset: ?, strides: [?, 1]>
  %b = memref.load %z[] : memref<i8>
  %c = arith.xori %a, %b : i8
  return %c : i8
}
