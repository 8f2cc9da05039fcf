// return with a type but no value
func.func @f(%a: i32) -> i32 {
  return : i32
}
