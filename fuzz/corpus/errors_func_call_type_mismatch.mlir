// call type differs from the callee's signature
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i64) -> i64 {
  %0 = func.call @g(%a) : (i64) -> i64
  return %0 : i64
}
