// attributes that would change a function's ABI in ways ir2ll does not
// follow: errors, not functions lowered otherwise than MLIR would
func.func @bare(%m: memref<4xf32>) attributes {llvm.bareptr} {
  return
}
func.func private @printf(i32) attributes {func.varargs = true}
module {
  "func.func"() <{function_type = (i8) -> (), sym_name = "g"}> ({
  ^bb0(%a: i8):
    "func.return"() : () -> ()
  }) {func.varargs} : () -> ()
}
// the defaults are as if absent
func.func @fine(%a: i32 {llvm.noalias, llvm.signext = false}) attributes {func.varargs = false, llvm.bareptr = false, llvm.linkage = #llvm.linkage<external>} {
  return
}
