// float op on integers
func.func @f(%a: i32) -> i32 {
  %0 = arith.addf %a, %a : i32
  return %0 : i32
}
