// attributes that would change a function's ABI or linkage, which ir2ll
// does not follow: errors, not functions lowered otherwise than MLIR would
func.func private @ext(i8 {llvm.signext}, i16 {llvm.zeroext}) -> (i8 {llvm.zeroext})
func.func @bare(%m: memref<4xf32>) attributes {llvm.bareptr} {
  return
}
func.func private @weak() attributes {llvm.linkage = #llvm.linkage<extern_weak>}
func.func private @printf(i32) attributes {func.varargs = true}
module {
  "func.func"() <{function_type = (i8) -> (), sym_name = "g", arg_attrs = [{llvm.signext}]}> ({
  ^bb0(%a: i8):
    "func.return"() : () -> ()
  }) : () -> ()
}
// the defaults are as if absent
func.func @fine(%a: i32 {llvm.noalias}) attributes {func.varargs = false, llvm.linkage = #llvm.linkage<external>} {
  return
}
