// op generic addi two results
func.func @f(%a: i32) -> i32 {
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return %0#0 : i32
}
