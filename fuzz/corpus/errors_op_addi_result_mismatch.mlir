// arith.addi result type differs from the operand type (generic form)
func.func @f(%a: i32, %b: i32) -> i64 {
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i64
  return %0 : i64
}
