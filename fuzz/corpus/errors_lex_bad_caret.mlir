// '^' not followed by a block name
func.func @f() {
  cf.br ^
^bb1:
  return
}
