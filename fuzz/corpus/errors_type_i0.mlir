// i0 is not a valid integer type
func.func @f(%a: i0) {
  return
}
