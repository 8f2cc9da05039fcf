// vector.multi_reduction: the result elements each the kind's op of the
// elements reduced into it, one after another onto the accumulator, in
// MLIR 22's order (float sums whose value depends on it): the last
// dimension kept (whole rows), reduced (vector.reduction of each row),
// reduced in another order than the rows' (element by element), the
// outermost dimensions or all of them listed out of order (stepped in
// order), a middle one; float and integer kinds, i1 and index elements,
// the generic form. Results go to memory. (No dimension, the source, is
// golden/vector_multi_reduction's: MLIR 22's --canonicalize adds the
// accumulator, which its lowering and later MLIR do not.)
func.func @fsum(%a: memref<24xf32>, %c: memref<24xf32>, %o: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %vf = vector.load %a[%c0] : memref<24xf32>, vector<24xf32>
  %v = vector.shape_cast %vf : vector<24xf32> to vector<2x3x4xf32>
  %wf = vector.load %c[%c0] : memref<24xf32>, vector<24xf32>
  %w = vector.shape_cast %wf : vector<24xf32> to vector<2x3x4xf32>
  %acc6 = vector.extract_strided_slice %wf {offsets = [0], sizes = [6], strides = [1]} : vector<24xf32> to vector<6xf32>
  %acc23 = vector.shape_cast %acc6 : vector<6xf32> to vector<2x3xf32>
  %r1 = vector.multi_reduction <add>, %v, %acc23 [2] : vector<2x3x4xf32> to vector<2x3xf32>
  %f1 = vector.shape_cast %r1 : vector<2x3xf32> to vector<6xf32>
  vector.store %f1, %o[%c0] : memref<64xf32>, vector<6xf32>
  %acc34 = vector.extract %w[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %r2 = vector.multi_reduction <add>, %v, %acc34 [0] : vector<2x3x4xf32> to vector<3x4xf32>
  %f2 = vector.shape_cast %r2 : vector<3x4xf32> to vector<12xf32>
  %c6 = arith.constant 6 : index
  vector.store %f2, %o[%c6] : memref<64xf32>, vector<12xf32>
  %acc3 = vector.extract_strided_slice %wf {offsets = [7], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %r3 = vector.multi_reduction <add>, %v, %acc3 [2, 0] : vector<2x3x4xf32> to vector<3xf32>
  %c18 = arith.constant 18 : index
  vector.store %r3, %o[%c18] : memref<64xf32>, vector<3xf32>
  %acc4 = vector.extract %w[0, 2] : vector<4xf32> from vector<2x3x4xf32>
  %r4 = vector.multi_reduction <add>, %v, %acc4 [1, 0] : vector<2x3x4xf32> to vector<4xf32>
  %c21 = arith.constant 21 : index
  vector.store %r4, %o[%c21] : memref<64xf32>, vector<4xf32>
  %s = vector.extract %w[1, 1, 1] : f32 from vector<2x3x4xf32>
  %r5 = vector.multi_reduction <add>, %v, %s [2, 1, 0] : vector<2x3x4xf32> to f32
  %c25 = arith.constant 25 : index
  memref.store %r5, %o[%c25] : memref<64xf32>
  %r6 = vector.multi_reduction <add>, %v, %acc3 [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  %c26 = arith.constant 26 : index
  vector.store %r6, %o[%c26] : memref<64xf32>, vector<3xf32>
  %acc8 = vector.extract_strided_slice %wf {offsets = [11], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %acc24 = vector.shape_cast %acc8 : vector<8xf32> to vector<2x4xf32>
  %r7 = vector.multi_reduction <add>, %v, %acc24 [1] : vector<2x3x4xf32> to vector<2x4xf32>
  %f7 = vector.shape_cast %r7 : vector<2x4xf32> to vector<8xf32>
  %c29 = arith.constant 29 : index
  vector.store %f7, %o[%c29] : memref<64xf32>, vector<8xf32>
  %r8 = vector.multi_reduction <mul>, %v, %acc23 [2] : vector<2x3x4xf32> to vector<2x3xf32>
  %f8 = vector.shape_cast %r8 : vector<2x3xf32> to vector<6xf32>
  %c37 = arith.constant 37 : index
  vector.store %f8, %o[%c37] : memref<64xf32>, vector<6xf32>
  return
}
// the float kinds on f64, k: 0 maxnumf, 1 minnumf, 2 maximumf, 3 minimumf,
// along the last dimension (into %o[0..2)) and the first (into %o[2..5))
func.func @fkinds(%a: memref<6xf64>, %c: memref<5xf64>, %o: memref<5xf64>, %k: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %vf = vector.load %a[%c0] : memref<6xf64>, vector<6xf64>
  %v = vector.shape_cast %vf : vector<6xf64> to vector<2x3xf64>
  %x = vector.load %c[%c0] : memref<5xf64>, vector<2xf64>
  %y = vector.load %c[%c2] : memref<5xf64>, vector<3xf64>
  %r:2 = scf.index_switch %k -> vector<2xf64>, vector<3xf64>
  case 0 {
    %p = vector.multi_reduction <maxnumf>, %v, %x [1] : vector<2x3xf64> to vector<2xf64>
    %q = vector.multi_reduction <maxnumf>, %v, %y [0] : vector<2x3xf64> to vector<3xf64>
    scf.yield %p, %q : vector<2xf64>, vector<3xf64>
  }
  case 1 {
    %p = vector.multi_reduction <minnumf>, %v, %x [1] : vector<2x3xf64> to vector<2xf64>
    %q = vector.multi_reduction <minnumf>, %v, %y [0] : vector<2x3xf64> to vector<3xf64>
    scf.yield %p, %q : vector<2xf64>, vector<3xf64>
  }
  case 2 {
    %p = vector.multi_reduction <maximumf>, %v, %x [1] : vector<2x3xf64> to vector<2xf64>
    %q = vector.multi_reduction <maximumf>, %v, %y [0] : vector<2x3xf64> to vector<3xf64>
    scf.yield %p, %q : vector<2xf64>, vector<3xf64>
  }
  default {
    %p = vector.multi_reduction <minimumf>, %v, %x [1] : vector<2x3xf64> to vector<2xf64>
    %q = vector.multi_reduction <minimumf>, %v, %y [0] : vector<2x3xf64> to vector<3xf64>
    scf.yield %p, %q : vector<2xf64>, vector<3xf64>
  }
  vector.store %r#0, %o[%c0] : memref<5xf64>, vector<2xf64>
  vector.store %r#1, %o[%c2] : memref<5xf64>, vector<3xf64>
  return
}
// the integer kinds on i8 (k: 0 add, 1 mul, 2 minui, 3 minsi, 4 maxui,
// 5 maxsi, 6 and, 7 or, 8 xor), along [1] into %o[0..3) and [0, 1] into %o[3]
func.func @ikinds(%a: memref<12xi8>, %c: memref<4xi8>, %o: memref<4xi8>, %k: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %vf = vector.load %a[%c0] : memref<12xi8>, vector<12xi8>
  %v = vector.shape_cast %vf : vector<12xi8> to vector<3x4xi8>
  %x = vector.load %c[%c0] : memref<4xi8>, vector<3xi8>
  %s = memref.load %c[%c3] : memref<4xi8>
  %r:2 = scf.index_switch %k -> vector<3xi8>, i8
  case 0 {
    %p = vector.multi_reduction <add>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <add>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 1 {
    %p = vector.multi_reduction <mul>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <mul>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 2 {
    %p = vector.multi_reduction <minui>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <minui>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 3 {
    %p = vector.multi_reduction <minsi>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <minsi>, %v, %s [1, 0] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 4 {
    %p = vector.multi_reduction <maxui>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <maxui>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 5 {
    %p = vector.multi_reduction <maxsi>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <maxsi>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 6 {
    %p = vector.multi_reduction <and>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <and>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  case 7 {
    %p = vector.multi_reduction <or>, %v, %x [1] : vector<3x4xi8> to vector<3xi8>
    %q = vector.multi_reduction <or>, %v, %s [0, 1] : vector<3x4xi8> to i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  default {
    %p = "vector.multi_reduction"(%v, %x) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 1>}> : (vector<3x4xi8>, vector<3xi8>) -> vector<3xi8>
    %q = "vector.multi_reduction"(%v, %s) <{kind = #vector.kind<xor>, reduction_dims = array<i64: 0, 1>}> : (vector<3x4xi8>, i8) -> i8
    scf.yield %p, %q : vector<3xi8>, i8
  }
  vector.store %r#0, %o[%c0] : memref<4xi8>, vector<3xi8>
  memref.store %r#1, %o[%c3] : memref<4xi8>
  return
}
// i1 (any and all of each row) and index elements
func.func @bits(%a: memref<8xi32>, %n: index, %o: memref<3xi32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant dense<0> : vector<8xi32>
  %vf = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %bf = arith.cmpi ne, %vf, %zero : vector<8xi32>
  %b = vector.shape_cast %bf : vector<8xi1> to vector<2x4xi1>
  %f = arith.constant dense<false> : vector<2xi1>
  %t = arith.constant dense<true> : vector<2xi1>
  %any = vector.multi_reduction <or>, %b, %f [1] : vector<2x4xi1> to vector<2xi1>
  %all = vector.multi_reduction <and>, %b, %t [1] : vector<2x4xi1> to vector<2xi1>
  %ae = arith.extui %any : vector<2xi1> to vector<2xi32>
  %le = arith.extui %all : vector<2xi1> to vector<2xi32>
  %ea = vector.extract %ae[0] : i32 from vector<2xi32>
  %eb = vector.extract %ae[1] : i32 from vector<2xi32>
  %ec = vector.extract %le[0] : i32 from vector<2xi32>
  %ed = vector.extract %le[1] : i32 from vector<2xi32>
  %c2 = arith.constant 2 : i32
  %x1 = arith.muli %eb, %c2 : i32
  %y1 = arith.muli %ed, %c2 : i32
  %x = arith.ori %ea, %x1 : i32
  %y = arith.ori %ec, %y1 : i32
  %st = vector.step : vector<4xindex>
  %sh = vector.broadcast %n : index to vector<2x4xindex>
  %st2 = vector.broadcast %st : vector<4xindex> to vector<2x4xindex>
  %iv = arith.muli %st2, %sh : vector<2x4xindex>
  %s = vector.multi_reduction <add>, %iv, %n [0, 1] : vector<2x4xindex> to index
  %si = arith.index_cast %s : index to i32
  %c1 = arith.constant 1 : index
  %c2i = arith.constant 2 : index
  memref.store %x, %o[%c0] : memref<3xi32>
  memref.store %y, %o[%c1] : memref<3xi32>
  memref.store %si, %o[%c2i] : memref<3xi32>
  return
}
