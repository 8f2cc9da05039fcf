// use of an undefined type alias
func.func @f(%a: !foo) {
  return
}
