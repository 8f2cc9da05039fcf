// ir2ll-args: --emit-c-interface
// From ConversionToLLVMDialect.old.md, section "C-compatible wrapper emission": with the option, external @qux gets a body calling @_mlir_ciface_qux and defined @foo gets the @_mlir_ciface_foo wrapper (legacy `func`)
func @qux(memref<?x?xf32>)
func @foo(%arg0: memref<?x?xf32>) {
  return
}
