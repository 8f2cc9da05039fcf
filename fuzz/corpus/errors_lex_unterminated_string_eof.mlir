// string literal runs to the end of the file
func.func @f() {
  "func.return"() : () -> ()
}
"
