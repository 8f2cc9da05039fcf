// unsigned integer types are not supported
func.func @f(%a: ui32) {
  return
}
