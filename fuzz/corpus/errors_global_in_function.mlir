// memref.global inside a function (generic form)
func.func @f() {
  "memref.global"() <{sym_name = "c", type = memref<2xi32>, initial_value}> : () -> ()
  return
}
