// ir2ll-args: --allow-unregistered-ops
func.func @f(%a: i32) {
  "x.scope"() ({
    "x.inner"(%a) : (i32) -> ()
  }) : () -> ()
  return
}
