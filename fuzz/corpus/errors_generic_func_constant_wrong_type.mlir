func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f() -> ((i32) -> i64) {
  %0 = "func.constant"() <{value = @g}> : () -> ((i32) -> i64)
  return %0 : (i32) -> i64
}
