// unknown op in generic form
func.func @f() {
  "foo.bar"() : () -> ()
  return
}
