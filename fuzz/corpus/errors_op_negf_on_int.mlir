// arith.negf on an integer
func.func @f(%a: i32) -> i32 {
  %0 = arith.negf %a : i32
  return %0 : i32
}
