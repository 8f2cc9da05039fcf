// llvm.signext, llvm.zeroext and llvm.linkage where LLVM has no meaning for them
func.func private @float(f32 {llvm.signext})
func.func private @view(memref<4xi8> {llvm.zeroext})
func.func private @both(i8 {llvm.signext, llvm.zeroext})
func.func private @pair() -> (i8 {llvm.signext}, i8)
func.func private @decl() attributes {llvm.linkage = #llvm.linkage<internal>}
func.func @common() attributes {llvm.linkage = #llvm.linkage<common>} {
  return
}
func.func @unknown() attributes {llvm.linkage = #llvm.linkage<sideways>} {
  return
}
func.func @notlinkage() attributes {llvm.linkage = "internal"} {
  return
}
func.func @onarg(%a: i32 {llvm.linkage = #llvm.linkage<internal>}) attributes {llvm.zeroext} {
  return
}
module {
  "func.func"() <{function_type = (f64) -> i1, sym_name = "g", arg_attrs = [{llvm.signext}], res_attrs = [{llvm.zeroext}]}> ({
  ^bb0(%a: f64):
    %t = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%t) : (i1) -> ()
  }) : () -> ()
}
