// generic arith.cmpi without a predicate attribute
func.func @f(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return %0 : i1
}
