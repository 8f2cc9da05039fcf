// stray backslash in a function body
func.func @f() {
  \
  return
}
