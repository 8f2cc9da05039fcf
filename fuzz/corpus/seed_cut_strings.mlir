func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi slt, %a, %b : i32
  cf.assert %c, "a, %a, \"b, %b\" // not a comment, %c"
  %0 = arith.addi %a, %b : i32 loc("x, %y.mlir":1:2)
  %1 = arith.select %c, %0, %b : i32 loc(fused["p, %q", "r"])
  return %1 : i32
}
func.func @g(%a: i32) -> i32 { %0 = call @f(%a, %a) : (i32, i32) -> i32 return %0 : i32 } // a, %comment
