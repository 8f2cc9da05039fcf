// entry block label with arguments in a function with named arguments
func.func @f(%a: i32) {
^bb0(%b: i64):
  return
}
