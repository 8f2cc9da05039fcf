// successor takes one argument but none is passed
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
^bb1(%x: i32):
  return %x : i32
}
