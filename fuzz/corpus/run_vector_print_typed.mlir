// ir2ll-args: --llvm-version=14
// vector.print and ub.poison with typed pointers (LLVM 14): a string is an
// i8* constant expression
func.func @show(%x: i32, %f: f64, %m: memref<2x3xi16>) {
  vector.print str "typed\n"
  vector.print %x : i32 punctuation <comma>
  vector.print %f : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = vector.load %m[%c0, %c0] : memref<2x3xi16>, vector<3xi16>
  %r1 = vector.load %m[%c1, %c0] : memref<2x3xi16>, vector<3xi16>
  %p = ub.poison : vector<2x3xi16>
  %a = vector.insert %r0, %p [0] : vector<3xi16> into vector<2x3xi16>
  %b = vector.insert %r1, %a [1] : vector<3xi16> into vector<2x3xi16>
  vector.print %b : vector<2x3xi16>
  %h = arith.constant dense<[2.5, -0.0, 6.0e-8]> : vector<3xf16>
  vector.print %h : vector<3xf16>
  vector.print str "done\n"
  return
}
