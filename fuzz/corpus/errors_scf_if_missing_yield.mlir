// scf.if with results whose then region has no yield
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
