// The C wrapper of @f is defined with @f: a later definition of it is a redefinition, even after a call.
func.func @f(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}
func.func @g(%a: i32) -> i32 {
  %r = call @_mlir_ciface_f(%a) : (i32) -> i32
  return %r : i32
}
func.func @_mlir_ciface_f(%a: i32) -> i32 {
  return %a : i32
}
