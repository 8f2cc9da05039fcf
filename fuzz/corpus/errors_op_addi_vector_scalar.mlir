// arith.addi with a vector and a scalar operand (generic form)
func.func @f(%a: vector<4xi32>, %b: i32) -> i32 {
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, i32) -> i32
  return %0 : i32
}
