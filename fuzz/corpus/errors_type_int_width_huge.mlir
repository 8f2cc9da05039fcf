// integer width that overflows
func.func @f(%a: i99999999999999999999) {
  return
}
