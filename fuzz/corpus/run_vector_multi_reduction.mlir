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
// under vector.mask: lanes off leave the accumulator as it is; a
// reduction's lanes off are its kind's neutral value (the value of MLIR
// 22's llvm.vp.reduce.*), k: 0 add, 1 minimumf, 2 maxnumf, 3 mul; the
// mask from %m's bytes, all off for the last of the driver's masks.
// (minimumf has an accumulator: without one, MLIR 22 takes the largest
// finite float for the lanes off, not +inf, and so gives it for lanes
// all +inf too; ir2ll takes +inf.)
func.func @masked(%a: memref<8xf32>, %m: memref<8xi8>, %o: memref<12xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %vf = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %v = vector.shape_cast %vf : vector<8xf32> to vector<2x4xf32>
  %mb = vector.load %m[%c0] : memref<8xi8>, vector<8xi8>
  %mf = arith.trunci %mb : vector<8xi8> to vector<8xi1>
  %mk = vector.shape_cast %mf : vector<8xi1> to vector<2x4xi1>
  %acc2 = arith.constant dense<[0.5, -3.0]> : vector<2xf32>
  %acc4 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %s = arith.constant 10.0 : f32
  %r:4 = scf.index_switch %k -> vector<2xf32>, vector<4xf32>, f32, f32
  case 0 {
    %p = vector.mask %mk { vector.multi_reduction <add>, %v, %acc2 [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
    %q = vector.mask %mk { vector.multi_reduction <add>, %v, %acc4 [0] : vector<2x4xf32> to vector<4xf32> } : vector<2x4xi1> -> vector<4xf32>
    %t = vector.mask %mk { vector.multi_reduction <add>, %v, %s [1, 0] : vector<2x4xf32> to f32 } : vector<2x4xi1> -> f32
    %u = vector.mask %mf { vector.reduction <add>, %vf : vector<8xf32> into f32 } : vector<8xi1> -> f32
    scf.yield %p, %q, %t, %u : vector<2xf32>, vector<4xf32>, f32, f32
  }
  case 1 {
    %p = vector.mask %mk { vector.multi_reduction <minimumf>, %v, %acc2 [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
    %q = vector.mask %mk { vector.multi_reduction <minimumf>, %v, %acc4 [0] : vector<2x4xf32> to vector<4xf32> } : vector<2x4xi1> -> vector<4xf32>
    %t = vector.mask %mk { vector.multi_reduction <minimumf>, %v, %s [1, 0] : vector<2x4xf32> to f32 } : vector<2x4xi1> -> f32
    %u = vector.mask %mf { vector.reduction <minimumf>, %vf, %s : vector<8xf32> into f32 } : vector<8xi1> -> f32
    scf.yield %p, %q, %t, %u : vector<2xf32>, vector<4xf32>, f32, f32
  }
  case 2 {
    %p = vector.mask %mk { vector.multi_reduction <maxnumf>, %v, %acc2 [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
    %q = vector.mask %mk { vector.multi_reduction <maxnumf>, %v, %acc4 [0] : vector<2x4xf32> to vector<4xf32> } : vector<2x4xi1> -> vector<4xf32>
    %t = vector.mask %mk { vector.multi_reduction <maxnumf>, %v, %s [1, 0] : vector<2x4xf32> to f32 } : vector<2x4xi1> -> f32
    %u = vector.mask %mf { vector.reduction <maxnumf>, %vf, %s : vector<8xf32> into f32 } : vector<8xi1> -> f32
    scf.yield %p, %q, %t, %u : vector<2xf32>, vector<4xf32>, f32, f32
  }
  default {
    %p = vector.mask %mk { vector.multi_reduction <mul>, %v, %acc2 [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
    %q = vector.mask %mk { vector.multi_reduction <mul>, %v, %acc4 [0] : vector<2x4xf32> to vector<4xf32> } : vector<2x4xi1> -> vector<4xf32>
    %t = "vector.mask"(%mk) ({
      %w = "vector.multi_reduction"(%v, %s) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1, 0>}> : (vector<2x4xf32>, f32) -> f32
      "vector.yield"(%w) : (f32) -> ()
    }) : (vector<2x4xi1>) -> f32
    %u = vector.mask %mf { vector.reduction <mul>, %vf : vector<8xf32> into f32 } : vector<8xi1> -> f32
    scf.yield %p, %q, %t, %u : vector<2xf32>, vector<4xf32>, f32, f32
  }
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  vector.store %r#0, %o[%c0] : memref<12xf32>, vector<2xf32>
  vector.store %r#1, %o[%c2] : memref<12xf32>, vector<4xf32>
  memref.store %r#2, %o[%c6] : memref<12xf32>
  memref.store %r#3, %o[%c7] : memref<12xf32>
  return
}
// the integer kinds' neutral values under vector.mask: maxsi and minsi of
// i17, and of the lanes of an i8 vector (k: 0 maxsi, 1 minsi, 2 minui, 3 and)
func.func @masked_ints(%a: memref<4xi32>, %m: memref<4xi8>, %k: index, %o: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %vw = vector.load %a[%c0] : memref<4xi32>, vector<4xi32>
  %v = arith.trunci %vw : vector<4xi32> to vector<4xi17>
  %b = arith.trunci %vw : vector<4xi32> to vector<4xi8>
  %mb = vector.load %m[%c0] : memref<4xi8>, vector<4xi8>
  %mk = arith.trunci %mb : vector<4xi8> to vector<4xi1>
  %r:2 = scf.index_switch %k -> i17, i8
  case 0 {
    %p = vector.mask %mk { vector.reduction <maxsi>, %v : vector<4xi17> into i17 } : vector<4xi1> -> i17
    %q = vector.mask %mk { vector.reduction <maxsi>, %b : vector<4xi8> into i8 } : vector<4xi1> -> i8
    scf.yield %p, %q : i17, i8
  }
  case 1 {
    %p = vector.mask %mk { vector.reduction <minsi>, %v : vector<4xi17> into i17 } : vector<4xi1> -> i17
    %q = vector.mask %mk { vector.reduction <minsi>, %b : vector<4xi8> into i8 } : vector<4xi1> -> i8
    scf.yield %p, %q : i17, i8
  }
  case 2 {
    %p = vector.mask %mk { vector.reduction <minui>, %v : vector<4xi17> into i17 } : vector<4xi1> -> i17
    %q = vector.mask %mk { vector.reduction <minui>, %b : vector<4xi8> into i8 } : vector<4xi1> -> i8
    scf.yield %p, %q : i17, i8
  }
  default {
    %p = vector.mask %mk { vector.reduction <and>, %v : vector<4xi17> into i17 } : vector<4xi1> -> i17
    %q = vector.mask %mk { vector.reduction <and>, %b : vector<4xi8> into i8 } : vector<4xi1> -> i8
    scf.yield %p, %q : i17, i8
  }
  %w = arith.extsi %r#0 : i17 to i32
  %x = arith.extsi %r#1 : i8 to i32
  %c1 = arith.constant 1 : index
  memref.store %w, %o[%c0] : memref<2xi32>
  memref.store %x, %o[%c1] : memref<2xi32>
  return
}
