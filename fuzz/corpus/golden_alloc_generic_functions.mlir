// ir2ll-args: --use-generic-functions
// memref.alloc, alloca and dealloc through MLIR's generic functions: the
// padded allocation for an alignment, as with malloc.
func.func @f(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  %a = memref.alloc() {alignment = 64} : memref<3xf64>
  %s = memref.alloca() : memref<2xi32>
  memref.dealloc %a : memref<3xf64>
  memref.dealloc %m : memref<?xf32>
  return
}
