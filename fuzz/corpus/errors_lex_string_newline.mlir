// string literal broken by a newline
func.func @f() {
  "func.
return"() : () -> ()
}
