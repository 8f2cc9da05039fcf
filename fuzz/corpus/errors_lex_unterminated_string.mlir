// unterminated string literal in a generic op name
func.func @f() {
  "func.return() : () -> ()
}
