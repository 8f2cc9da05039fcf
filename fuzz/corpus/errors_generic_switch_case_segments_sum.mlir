func.func @f(%a: i32) {
  "cf.switch"(%a, %a)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}
