// missing type after ',' in the result type list
func.func @f(%a: i32) -> (i32, ) {
  return %a, %a : i32, i32
}
