// The attributes that change a function's LLVM signature, printed as
// MLIR 22's translation prints them: llvm.linkage on definitions and
// declarations, llvm.signext and llvm.zeroext on integer arguments and a
// lone result (also in the generic form, and on the C interface's
// wrappers); other argument attributes are hints, left out
func.func private @ext(i8 {llvm.signext}, i16 {llvm.zeroext}, i32) -> (i8 {llvm.signext})
func.func private @weak_ext() attributes {llvm.linkage = #llvm.linkage<extern_weak>}
func.func private @cext(i8 {llvm.signext}, i16 {llvm.zeroext}) -> (i8 {llvm.signext}) attributes {llvm.emit_c_interface}
func.func @f(%a: i8 {llvm.signext}, %b: i16 {llvm.zeroext, llvm.noundef}) -> (i8 {llvm.zeroext}) {
  %c = arith.constant 1 : i32
  %r = func.call @ext(%a, %b, %c) : (i8, i16, i32) -> i8
  %s = func.call @cext(%r, %b) : (i8, i16) -> i8
  func.call @weak_ext() : () -> ()
  return %s : i8
}
func.func @internal() attributes {llvm.linkage = #llvm.linkage<internal>} { return }
func.func @private() attributes {llvm.linkage = #llvm.linkage<private>} { return }
func.func @linkonce_odr() attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} { return }
func.func @weak_odr() attributes {llvm.linkage = #llvm.linkage<weak_odr>} { return }
func.func @available() attributes {llvm.linkage = #llvm.linkage<available_externally>} { return }
func.func @wrapped(%m: memref<?xf32> {llvm.noalias}, %n: index {llvm.signext}) -> (i16 {llvm.signext}) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>} {
  %c = arith.constant 2 : i16
  return %c : i16
}
"func.func"() <{function_type = (i8, i1) -> i1, sym_name = "generic", arg_attrs = [{llvm.zeroext}, {llvm.zeroext}], res_attrs = [{llvm.zeroext}]}> ({
^bb0(%a: i8, %t: i1):
  "func.return"(%t) : (i1) -> ()
}) {llvm.linkage = #llvm.linkage<weak>} : () -> ()
