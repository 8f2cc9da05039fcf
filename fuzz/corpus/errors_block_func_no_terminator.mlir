// function body without a terminator
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32
}
