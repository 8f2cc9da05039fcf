// From TargetLLVMIR.md, section "C-compatible wrapper emission": external @qux with llvm.emit_c_interface gets a body that stores the descriptor on the stack and calls the declared @_mlir_ciface_qux
module {
  func.func private @qux(memref<?x?xf32>) attributes {llvm.emit_c_interface}
  func.func @caller(%m: memref<?x?xf32>) {
    call @qux(%m) : (memref<?x?xf32>) -> ()
    return
  }
}
