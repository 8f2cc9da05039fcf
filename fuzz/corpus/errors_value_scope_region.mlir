// value defined inside scf.if used after it
func.func @f(%c: i1, %a: i32) -> i32 {
  scf.if %c {
    %0 = arith.addi %a, %a : i32
  }
  return %0 : i32
}
