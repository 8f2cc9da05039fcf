// return uses %a with a type other than its definition
func.func @f(%a: i32) -> i64 {
  return %a : i64
}
