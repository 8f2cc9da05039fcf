// %a is i32 but used as i64
func.func @f(%a: i32, %b: i64) -> i64 {
  %0 = arith.addi %a, %b : i64
  return %0 : i64
}
