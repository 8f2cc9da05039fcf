// func.func without a symbol name
func.func (%a: i32) -> i32 {
  return %a : i32
}
