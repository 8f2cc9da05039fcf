// '->' with no result type
func.func @f(%a: i32) -> {
  return
}
