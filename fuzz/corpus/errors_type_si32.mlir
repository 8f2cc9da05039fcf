// signed integer types are not supported
func.func @f(%a: si32) {
  return
}
