// ir2ll-args: --allow-unregistered-ops
func.func @f(%a: i1) {
  "x.br"(%a)[^bb1] : (i1) -> ()
^bb1:
  return
}
