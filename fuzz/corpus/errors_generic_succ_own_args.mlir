func.func @f(%a: i32) {
  "cf.br"()[^bb1(%a : i32)] : () -> ()
^bb1(%x: i32):
  return
}
