// An op name that ends its line takes the values on the next line as its
// operands, as MLIR's grammar reads it.
func.func @f(%a: i32) -> i32 {
  %0 = arith.extui
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
