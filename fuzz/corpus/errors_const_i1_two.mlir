// 2 does not fit in i1
func.func @f() -> i1 {
  %c = arith.constant 2 : i1
  return %c : i1
}
