// From TargetLLVMIR.md, section "C-compatible wrapper emission": defined @foo with llvm.emit_c_interface gets @_mlir_ciface_foo, which loads the descriptor through a pointer, unpacks it and calls @foo
module {
  func.func @foo(%arg0: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
    return
  }
}
