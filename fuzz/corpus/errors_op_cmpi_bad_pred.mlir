// arith.cmpi with an unknown predicate (result left unnamed)
func.func @f(%a: i32) {
  arith.cmpi foo, %a, %a : i32
  return
}
