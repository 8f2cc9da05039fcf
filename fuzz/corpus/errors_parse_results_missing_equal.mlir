// two result names not followed by '='
func.func @f(%a: i32) -> i32 {
  %s, %o arith.addui_extended %a, %a : i32, i1
  return %s : i32
}
