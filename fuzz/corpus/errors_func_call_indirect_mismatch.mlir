// call_indirect type differs from the callee value type
func.func @f(%g: (i32) -> i32, %a: i64) -> i64 {
  %0 = func.call_indirect %g(%a) : (i64) -> i64
  return %0 : i64
}
