// block argument redefines a function argument
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%a: i32):
  return %a : i32
}
