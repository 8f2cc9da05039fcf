func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1, ^bb1] : (i32) -> ()
^bb1:
  return
}
