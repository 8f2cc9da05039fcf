// cf.br in the middle of a block
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
  return %a : i32
^bb1:
  return %a : i32
}
