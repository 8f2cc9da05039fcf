func.func @f(%a: i32) -> i32 {
  %0 = "func.call"(%a) : (i32) -> i32
  return %0 : i32
}
