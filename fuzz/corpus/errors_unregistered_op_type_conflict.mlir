// ir2ll-args: --allow-unregistered-ops
func.func @f(%a: i32) {
  "x.y"(%a) : (i32) -> ()
  "x.y"(%a, %a) : (i32, i32) -> ()
  return
}
