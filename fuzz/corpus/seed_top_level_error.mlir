// A syntax error at the first token of a top-level item after comments:
// reported at that token, however the input was read.
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
// a comment
// another comment

  garbage
func.func @g() {
  return
}
