// two function arguments with the same name
func.func @f(%a: i32, %a: i32) -> i32 {
  return %a : i32
}
