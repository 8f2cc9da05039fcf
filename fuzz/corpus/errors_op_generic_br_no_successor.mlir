// op generic br no successor
func.func @f() {
  "cf.br"() : () -> ()
}
