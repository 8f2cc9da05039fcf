// successor argument type differs from the block argument type
func.func @f(%a: i64) -> i32 {
  cf.br ^bb1(%a : i64)
^bb1(%x: i32):
  return %x : i32
}
