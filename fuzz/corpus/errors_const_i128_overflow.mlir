// literal larger than 2^128 for i128
func.func @f() -> i128 {
  %c = arith.constant 340282366920938463463374607431768211456 : i128
  return %c : i128
}
