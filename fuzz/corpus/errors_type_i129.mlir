// integer types are limited to 128 bits
func.func @f(%a: i129) {
  return
}
