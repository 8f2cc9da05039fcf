// C-style block comment is not MLIR syntax
func.func @f(%a: i32) -> i32 {
  /* comment */
  return %a : i32
}
