// '@' not followed by a symbol name
func.func @() {
  return
}
