// A stray token after a function's '}' is a top-level error: the function
// before it is complete, and the one after it is still parsed and checked
// (its undeclared value is reported too).
func.func @a() {
  return
}
  garbage more tokens
func.func @b() {
  %q = arith.addi %z, %z : i32
  return
}
