// f80 is not supported
func.func @f(%a: f80) {
  return
}
