// the LLVM dialect, which mlir-opt --convert-to-llvm gives: the errors
// say which tool translates it; other dialects' ops at the top level
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @f(%p: !llvm.ptr) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  return %c : i32
}
gpu.module @kernels {
}
