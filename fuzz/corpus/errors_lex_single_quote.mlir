// single-quoted op name (strings use double quotes)
func.func @f() {
  'func.return'() : () -> ()
}
