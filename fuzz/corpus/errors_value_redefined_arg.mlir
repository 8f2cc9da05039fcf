// op result redefines a function argument
func.func @f(%a: i32) -> i32 {
  %a = arith.addi %a, %a : i32
  return %a : i32
}
