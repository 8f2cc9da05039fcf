// f8 is not a type
func.func @f(%a: f8) {
  return
}
