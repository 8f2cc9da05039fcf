// block that does not end with a terminator
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : i32
^bb1:
  return
}
