// A user function named _mlir_ciface_g next to @g with
// llvm.emit_c_interface: ir2ll emits two definitions of @_mlir_ciface_g
// (opt: invalid redefinition of function). An input error is expected
// (MLIR fails on the symbol clash as well).
func.func @_mlir_ciface_g(%m: memref<?xf32>) {
  return
}
func.func @g(%m: memref<?xf32>) attributes {llvm.emit_c_interface} {
  return
}
