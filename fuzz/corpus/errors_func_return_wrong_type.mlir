// return type differs from the function result type
func.func @f(%a: i64) -> i32 {
  return %a : i64
}
