// return without a value in a function with a result
func.func @f(%a: i32) -> i32 {
  return
}
