func.func @f(%a: i32) -> i32 {
  %x:100 = arith.addi %a, %a : i32
  %y = arith.addi %x#50, %x#99 : i32
  return %x#0 : i32
}
