// call result type differs from the declared result type
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i64 {
  %0 = func.call @g(%a) : (i32) -> i64
  return %0 : i64
}
