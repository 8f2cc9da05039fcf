// call with fewer arguments than the callee takes
func.func @g(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) -> i32
  return %0 : i32
}
