// arith.cmpi with an unknown predicate
func.func @f(%a: i32) -> i1 {
  %0 = arith.cmpi foo, %a, %a : i32
  return %0 : i1
}
