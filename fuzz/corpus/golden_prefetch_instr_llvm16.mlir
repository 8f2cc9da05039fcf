// ir2ll-args: --llvm-version=16
// An instruction-cache prefetch is written for LLVM 16 and later (LLVM
// 15's x86 code generator cannot select it: memref_atomic_prefetch).
func.func @hints(%m: memref<?xf64>, %i: index) {
  memref.prefetch %m[%i], write, locality<0>, instr : memref<?xf64>
  memref.prefetch %m[%i], read, locality<2>, data : memref<?xf64>
  return
}
