// unknown op in custom form
func.func @f(%x: i32) {
  foo.bar %x
  return
}
