// arith.extsi with two operands (generic form)
func.func @f(%a: i32) -> i64 {
  %0 = "arith.extsi"(%a, %a) : (i32, i32) -> i64
  return %0 : i64
}
