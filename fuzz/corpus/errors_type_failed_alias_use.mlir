// values of a type alias that failed to define: the alias has its error,
// the ops that use them add none; a later function is still checked
!bad = memref<4xfoo>
func.func @f(%a: !bad, %b: i32) {
  %1 = arith.addi %a, %b : i32
  return
}
func.func @g(%b: i32) -> i32 {
  %1 = arith.addf %b, %b : i32
  return %1 : i32
}
