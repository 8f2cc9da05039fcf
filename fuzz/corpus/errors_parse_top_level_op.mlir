// an op outside any function
%0 = arith.constant 1 : i32
func.func @f() {
  return
}
