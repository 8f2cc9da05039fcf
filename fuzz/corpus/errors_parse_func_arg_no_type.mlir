// function argument without a type
func.func @f(%a) -> i32 {
  return %a : i32
}
