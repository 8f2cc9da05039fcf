// op generic store one operand
func.func @f(%a: i32) {
  "memref.store"(%a) : (i32) -> ()
  return
}
