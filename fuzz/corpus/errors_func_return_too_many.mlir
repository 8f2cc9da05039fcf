// return with more values than the function results
func.func @f(%a: i32) -> i32 {
  return %a, %a : i32, i32
}
