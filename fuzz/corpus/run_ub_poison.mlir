// ub.poison and ub.unreachable, as MLIR's folders leave them: a vector
// filled element by element from poison, poison on paths whose value is
// not used, and unreachable blocks
func.func @fill(%a: f32, %b: f32) -> vector<2xf32> {
  %p = ub.poison : vector<2xf32>
  %0 = vector.insert %a, %p [0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
  return %1 : vector<2xf32>
}
func.func @fill2d(%a: vector<3xi32>, %b: vector<3xi32>) -> i32 {
  %p = ub.poison : vector<2x3xi32>
  %0 = vector.insert %a, %p [0] : vector<3xi32> into vector<2x3xi32>
  %1 = vector.insert %b, %0 [1] : vector<3xi32> into vector<2x3xi32>
  %x = vector.extract %1[0, 1] : i32 from vector<2x3xi32>
  %y = vector.extract %1[1, 2] : i32 from vector<2x3xi32>
  %r = arith.subi %x, %y : i32
  return %r : i32
}
// a block argument that is poison on the path that does not read it
func.func @pick(%c: i1, %x: i64) -> i64 {
  %p = ub.poison : i64
  cf.cond_br %c, ^use(%x : i64), ^skip(%p : i64)
^use(%v: i64):
  return %v : i64
^skip(%w: i64):
  %z = arith.constant -1 : i64
  return %z : i64
}
// a memref that is poison on the arm not taken
func.func @choose(%c: i1, %m: memref<4xf32>) -> f32 {
  %p = ub.poison : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %m : memref<4xf32>
  } else {
    scf.yield %p : memref<4xf32>
  }
  %c1 = arith.constant 1 : index
  %v = memref.load %r[%c1] : memref<4xf32>
  return %v : f32
}
// complex, index and an unranked memref
func.func @others(%c: i1, %z: complex<f64>, %i: index, %u: memref<*xf32>) -> f64 {
  %pz = ub.poison : complex<f64>
  %s = arith.select %c, %z, %pz : complex<f64>
  %pi = ub.poison : index
  %j = arith.select %c, %i, %pi : index
  %pu = ub.poison : memref<*xf32>
  %uu = arith.select %c, %u, %pu : memref<*xf32>
  %k = memref.rank %uu : memref<*xf32>
  %re = complex.re %s : complex<f64>
  %jk = arith.addi %j, %k : index
  %ji = arith.index_cast %jk : index to i64
  %jf = arith.sitofp %ji : i64 to f64
  %r = arith.addf %re, %jf : f64
  return %r : f64
}
// a switch whose default cannot happen, in both forms
func.func @digit(%k: i32) -> i32 {
  cf.switch %k : i32, [
    default: ^bad,
    0: ^zero,
    1: ^one
  ]
^bad:
  ub.unreachable
^zero:
  %a = arith.constant 100 : i32
  return %a : i32
^one:
  %b = "ub.poison"() <{value = #ub.poison}> : () -> i32
  %c = arith.constant 200 : i32
  %t = arith.constant true
  cf.cond_br %t, ^ret(%c : i32), ^gone
^ret(%v: i32):
  return %v : i32
^gone:
  "ub.unreachable"() : () -> ()
}
// in a region of several blocks
func.func @region(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %zero = arith.constant 0 : i32
    %neg = arith.cmpi slt, %x, %zero : i32
    cf.cond_br %neg, ^no, ^yes
  ^no:
    ub.unreachable
  ^yes:
    %d = arith.muli %x, %x : i32
    scf.yield %d : i32
  }
  return %r : i32
}
