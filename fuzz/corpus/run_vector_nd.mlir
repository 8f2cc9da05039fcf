// n-D vectors (LLVM arrays of 1-D vectors): constants, arith and math on
// them, broadcast, extract and insert of rows and elements, shuffle of
// rows, shape_cast, transpose, fma, bitcast, in function signatures and
// calls, scf.for iter_args, scf.if results and memref elements.

// a * b + c, the rows of a 2x3 matrix
func.func private @axpb(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %m = arith.mulf %a, %b : vector<2x3xf32>
  %s = arith.addf %m, %c : vector<2x3xf32>
  return %s : vector<2x3xf32>
}

// out[0..6) = the 2x3 matrix of in[0..3) and in[3..6), plus the constant,
// times k (scf.for, k times); out[6..12) its transpose, flattened; out[12]
// its element [1, 2], out[13..16) its row 0 with element 1 set from row 1
func.func @matrix(%in: memref<6xf32>, %k: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %r0 = vector.load %in[%c0] : memref<6xf32>, vector<3xf32>
  %r1 = vector.load %in[%c3] : memref<6xf32>, vector<3xf32>
  %z = arith.constant dense<0.0> : vector<2x3xf32>
  %m0 = vector.insert %r0, %z[0] : vector<3xf32> into vector<2x3xf32>
  %m = vector.insert %r1, %m0[1] : vector<3xf32> into vector<2x3xf32>
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %sum = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %z) -> (vector<2x3xf32>) {
    %s = arith.addf %m, %cst : vector<2x3xf32>
    %n = arith.addf %acc, %s : vector<2x3xf32>
    scf.yield %n : vector<2x3xf32>
  }
  %flat = vector.shape_cast %sum : vector<2x3xf32> to vector<6xf32>
  vector.store %flat, %out[%c0] : memref<16xf32>, vector<6xf32>
  %t = vector.transpose %sum, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %tflat = vector.shape_cast %t : vector<3x2xf32> to vector<6xf32>
  vector.store %tflat, %out[%c6] : memref<16xf32>, vector<6xf32>
  %e = vector.extract %sum[1, 2] : f32 from vector<2x3xf32>
  memref.store %e, %out[%c12] : memref<16xf32>
  %row1 = vector.extract %sum[1] : vector<3xf32> from vector<2x3xf32>
  %x = vector.extract %row1[%c1] : f32 from vector<3xf32>
  %ins = vector.insert %x, %sum[0, %c1] : f32 into vector<2x3xf32>
  %row0 = vector.extract %ins[0] : vector<3xf32> from vector<2x3xf32>
  vector.store %row0, %out[%c13] : memref<16xf32>, vector<3xf32>
  return
}

// out[0..24) = 2x3x4 tensor of broadcasts, fma, and math; flags[0..24) its
// comparison with 10 as i32; bits of a row bitcast
func.func @cube(%a: f32, %row: memref<4xf32>, %out: memref<24xf32>, %flags: memref<24xi32>,
                %bits: memref<8xi16>, %neg: i1) {
  %c0 = arith.constant 0 : index
  %r = vector.load %row[%c0] : memref<4xf32>, vector<4xf32>
  %b = vector.broadcast %r : vector<4xf32> to vector<2x3x4xf32>
  %s = vector.broadcast %a : f32 to vector<2x3x4xf32>
  %col = arith.constant dense<[[1.0], [2.0], [3.0]]> : vector<3x1xf32>
  %cb = vector.broadcast %col : vector<3x1xf32> to vector<2x3x4xf32>
  %f = vector.fma %b, %s, %cb : vector<2x3x4xf32>
  %sq = math.absf %f : vector<2x3x4xf32>
  %sel = scf.if %neg -> (vector<2x3x4xf32>) {
    %n = arith.negf %sq : vector<2x3x4xf32>
    scf.yield %n : vector<2x3x4xf32>
  } else {
    scf.yield %sq : vector<2x3x4xf32>
  }
  %flat = vector.shape_cast %sel : vector<2x3x4xf32> to vector<24xf32>
  vector.store %flat, %out[%c0] : memref<24xf32>, vector<24xf32>
  %ten = arith.constant dense<10.0> : vector<2x3x4xf32>
  %cmp = arith.cmpf ogt, %sel, %ten : vector<2x3x4xf32>
  %ci = arith.extui %cmp : vector<2x3x4xi1> to vector<2x3x4xi32>
  %cflat = vector.shape_cast %ci : vector<2x3x4xi32> to vector<24xi32>
  vector.store %cflat, %flags[%c0] : memref<24xi32>, vector<24xi32>
  %two = vector.extract %sel[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %pair = vector.shape_cast %two : vector<4xf32> to vector<2x2xf32>
  %bc = vector.bitcast %pair : vector<2x2xf32> to vector<2x4xi16>
  %bflat = vector.shape_cast %bc : vector<2x4xi16> to vector<8xi16>
  vector.store %bflat, %bits[%c0] : memref<8xi16>, vector<8xi16>
  return
}

// rows shuffled, through a call and a memref of 2-D vectors
func.func @rows(%in: memref<6xf32>, %out: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r0 = vector.load %in[%c0] : memref<6xf32>, vector<3xf32>
  %m1 = vector.broadcast %r0 : vector<3xf32> to vector<2x3xf32>
  %two = arith.constant dense<2.0> : vector<2x3xf32>
  %ones = arith.constant dense<[[1.0, 1.0, 1.0], [-1.0, -1.0, -1.0]]> : vector<2x3xf32>
  %m = func.call @axpb(%m1, %two, %ones) : (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  %buf = memref.alloca() : memref<2xvector<2x3xf32>>
  memref.store %m, %buf[%c1] : memref<2xvector<2x3xf32>>
  %back = memref.load %buf[%c1] : memref<2xvector<2x3xf32>>
  %sh = vector.shuffle %back, %m [3, 0, 1, 2] : vector<2x3xf32>, vector<2x3xf32>
  %f = vector.shape_cast %sh : vector<4x3xf32> to vector<12xf32>
  vector.store %f, %out[%c0] : memref<12xf32>, vector<12xf32>
  return
}
