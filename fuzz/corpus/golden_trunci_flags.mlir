// ir2ll-args: --llvm-version=19
// arith.trunci's overflow flags: 'trunc nuw nsw' from LLVM 19 on (without
// --llvm-version=19 they are left out, which is always sound)
func.func @t(%a: i64, %v: vector<4xi64>) -> (i32, i8, i16, vector<4xi16>) {
  %0 = arith.trunci %a overflow<nsw, nuw> : i64 to i32
  %1 = arith.trunci %a overflow<nsw> : i64 to i8
  %2 = arith.trunci %a : i64 to i16
  %3 = arith.trunci %v overflow<nuw> : vector<4xi64> to vector<4xi16>
  return %0, %1, %2, %3 : i32, i8, i16, vector<4xi16>
}
