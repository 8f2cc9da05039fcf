// fuzz seed: cf.switch with block arguments, repeated successors, cf.assert, func values
func.func private @ext(i64) -> i64
func.func @sw(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i64),
    42: ^bb1(%b : i64),
    -7: ^bb2,
    9: ^bb2
  ]
^bb1(%x: i64):
  %c = arith.cmpi sgt, %x, %a : i64
  cf.cond_br %c, ^bb3(%x, %a : i64, i64), ^bb3(%a, %x : i64, i64)
^bb2:
  %g = func.constant @ext : (i64) -> i64
  %y = func.call_indirect %g(%b) : (i64) -> i64
  cf.br ^bb3(%y, %y : i64, i64)
^bb3(%p: i64, %q: i64):
  %t = arith.cmpi ne, %p, %q : i64
  cf.assert %t, "p != q"
  %s = arith.subi %p, %q : i64
  return %s : i64
}
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %c0 : index, index)
^head(%i: index, %acc: index):
  %lt = arith.cmpi ult, %i, %n : index
  cf.cond_br %lt, ^body, ^exit
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %acc2 : index, index)
^exit:
  return %acc : index
}
