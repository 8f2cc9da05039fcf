// A generic cf.switch without its operand segments (this crashed the verifier).
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1] : (i32) -> ()
^bb1:
  return
}
