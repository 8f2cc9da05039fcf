// 'foo' is not a type
func.func @f(%a: foo) {
  return
}
