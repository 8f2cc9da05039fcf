// successor takes no arguments but two are passed
func.func @f(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1:
  return
}
