// From TargetLLVMIR.md, section "C-compatible wrapper emission": @foo returning memref<?x?xf32>; @_mlir_ciface_foo gets the result struct through a first pointer argument
module {
  func.func @foo(%arg0: memref<?x?xf32>) -> memref<?x?xf32> attributes {llvm.emit_c_interface} {
    return %arg0 : memref<?x?xf32>
  }
}
