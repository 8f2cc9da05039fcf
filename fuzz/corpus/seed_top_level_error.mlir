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
// a syntax error inside a function, then comments skipped with the rest
func.func @h() {
  %x = foo bar
}
// skipped
func.func @k() {
  return
}
