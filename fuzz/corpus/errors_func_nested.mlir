// func.func nested inside a function body
func.func @f() {
  func.func @g() {
    return
  }
  return
}
