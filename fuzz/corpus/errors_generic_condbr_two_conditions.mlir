func.func @f(%c: i1, %a: i1) {
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 2, 0, 0>}> : (i1, i1) -> ()
^bb1:
  return
}
