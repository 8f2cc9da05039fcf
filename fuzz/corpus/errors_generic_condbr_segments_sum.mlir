func.func @f(%c: i1, %a: i32) {
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
^bb1(%x: i32):
  return
}
