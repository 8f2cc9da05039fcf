// func.func without an argument list
func.func @f -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
