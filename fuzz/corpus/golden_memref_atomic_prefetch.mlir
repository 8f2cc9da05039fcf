// memref.atomic_rmw (every kind MLIR 22 lowers to an atomicrmw LLVM 15
// takes: not maximumf and minimumf), memref.prefetch and
// memref.assume_alignment, in memory spaces 0 and 1, at a dynamic offset;
// the instruction-cache prefetch is left out for LLVM 15, whose x86 code
// generator cannot select it (prefetch_instr_llvm16 has it)
func.func @rmw(%m: memref<?xf32>, %n: memref<4x?xi32>, %i: index, %j: index, %v: f32, %w: i32) -> (f32, i32) {
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  %b = memref.atomic_rmw addi %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %e = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  %f = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  %g = memref.atomic_rmw assign %v, %m[%j] : (f32, memref<?xf32>) -> f32
  %h = memref.atomic_rmw assign %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %k = memref.atomic_rmw maxs %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %l = memref.atomic_rmw maxu %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %o = memref.atomic_rmw mins %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %p = memref.atomic_rmw minu %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %q = memref.atomic_rmw ori %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %r = memref.atomic_rmw andi %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %s = memref.atomic_rmw xori %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  %x = arith.addf %a, %g : f32
  %y = arith.addi %b, %s : i32
  return %x, %y : f32, i32
}

func.func @hints(%m: memref<?xf64, strided<[1], offset: ?>>, %k: memref<8xi8, 1>, %i: index, %v: i8) -> (memref<?xf64, strided<[1], offset: ?>>, i8) {
  %m2 = memref.assume_alignment %m, 64 : memref<?xf64, strided<[1], offset: ?>>
  memref.prefetch %m2[%i], read, locality<3>, data : memref<?xf64, strided<[1], offset: ?>>
  memref.prefetch %m[%i], write, locality<0>, instr : memref<?xf64, strided<[1], offset: ?>>
  %k2 = memref.assume_alignment %k, 8 : memref<8xi8, 1>
  memref.prefetch %k2[%i], write, locality<1>, data : memref<8xi8, 1>
  %a = memref.atomic_rmw addi %v, %k2[%i] : (i8, memref<8xi8, 1>) -> i8
  return %m2, %a : memref<?xf64, strided<[1], offset: ?>>, i8
}
