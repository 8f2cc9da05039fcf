// last block of a function without a terminator
func.func @f() {
  return
^bb1:
  %c = arith.constant 1 : i32
}
