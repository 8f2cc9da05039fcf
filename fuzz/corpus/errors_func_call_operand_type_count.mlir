// call passes two operands but its type lists one
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a, %a) : (i32) -> i32
  return %0 : i32
}
