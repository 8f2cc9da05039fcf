// scf.for unsigned: the bound compared unsigned, so an i8 loop from 100 to
// 200 runs where a signed one (200 is -56) would not; custom and generic form
func.func @sum_u(%lb: i8, %ub: i8, %step: i8) -> i32 {
  %z = arith.constant 0 : i32
  %u = scf.for unsigned %i = %lb to %ub step %step iter_args(%acc = %z) -> (i32) : i8 {
    %e = arith.extui %i : i8 to i32
    %a = arith.addi %acc, %e : i32
    scf.yield %a : i32
  }
  return %u : i32
}
func.func @sum_s(%lb: i8, %ub: i8, %step: i8) -> i32 {
  %z = arith.constant 0 : i32
  %s = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> (i32) : i8 {
    %e = arith.extui %i : i8 to i32
    %a = arith.addi %acc, %e : i32
    scf.yield %a : i32
  }
  return %s : i32
}
func.func @generic(%lb: index, %ub: index, %step: index) -> index {
  %z = arith.constant 0 : index
  %r = "scf.for"(%lb, %ub, %step, %z) <{unsignedCmp}> ({
  ^bb0(%i: index, %acc: index):
    %a = arith.addi %acc, %i : index
    scf.yield %a : index
  }) : (index, index, index, index) -> index
  return %r : index
}
