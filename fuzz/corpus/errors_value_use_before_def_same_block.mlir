// value used before its definition in the same block
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %1 : i32
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}
