func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, wrap>}> : (i32, i32) -> i32
  return %0 : i32
}
