// vector.create_mask, vector.constant_mask and vector.step: masks as the
// lanes below a bound (clamped: negative and past the end too), n-D by
// rows, a masked load of a buffer's tail, in both forms
func.func @mask1(%n: index, %out: memref<4xi32>) {
  %m = vector.create_mask %n : vector<4xi1>
  %w = arith.extui %m : vector<4xi1> to vector<4xi32>
  %c0 = arith.constant 0 : index
  vector.store %w, %out[%c0] : memref<4xi32>, vector<4xi32>
  return
}
func.func @mask2(%a: index, %b: index, %out: memref<3x4xi32>) {
  %m = "vector.create_mask"(%a, %b) : (index, index) -> vector<3x4xi1>
  %w = arith.extui %m : vector<3x4xi1> to vector<3x4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r0 = vector.extract %w[0] : vector<4xi32> from vector<3x4xi32>
  %r1 = vector.extract %w[1] : vector<4xi32> from vector<3x4xi32>
  %r2 = vector.extract %w[2] : vector<4xi32> from vector<3x4xi32>
  vector.store %r0, %out[%c0, %c0] : memref<3x4xi32>, vector<4xi32>
  vector.store %r1, %out[%c1, %c0] : memref<3x4xi32>, vector<4xi32>
  vector.store %r2, %out[%c2, %c0] : memref<3x4xi32>, vector<4xi32>
  return
}
// the sum of the first n elements of a buffer, 4 lanes at a time, the
// tail through a masked load
func.func @sum_tail(%buf: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %s = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %left = arith.subi %n, %i : index
    %m = vector.create_mask %left : vector<4xi1>
    %v = vector.maskedload %buf[%i], %m, %zero : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %a = arith.addf %acc, %v : vector<4xf32>
    scf.yield %a : vector<4xf32>
  }
  %r = vector.reduction <add>, %s : vector<4xf32> into f32
  return %r : f32
}
// constant masks (1-D, 2-D, empty, full) and the steps, as one number each
func.func @constants(%out: memref<4xi64>) {
  %k1 = vector.constant_mask [3] : vector<5xi1>
  %k2 = vector.constant_mask [1, 2] : vector<2x3xi1>
  %k0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 0, 0>}> : () -> vector<2x2xi1>
  %kf = vector.constant_mask [2, 2] : vector<2x2xi1>
  %st = vector.step : vector<6xindex>
  %b1 = vector.bitcast %k1 : vector<5xi1> to vector<5xi1>
  %w1 = arith.extui %b1 : vector<5xi1> to vector<5xi64>
  %c1 = arith.constant dense<[1, 2, 4, 8, 16]> : vector<5xi64>
  %p1 = arith.muli %w1, %c1 : vector<5xi64>
  %n1 = vector.reduction <add>, %p1 : vector<5xi64> into i64
  %f2 = vector.shape_cast %k2 : vector<2x3xi1> to vector<6xi1>
  %w2 = arith.extui %f2 : vector<6xi1> to vector<6xi64>
  %c2 = arith.constant dense<[1, 2, 4, 8, 16, 32]> : vector<6xi64>
  %p2 = arith.muli %w2, %c2 : vector<6xi64>
  %n2 = vector.reduction <add>, %p2 : vector<6xi64> into i64
  %f0 = vector.shape_cast %k0 : vector<2x2xi1> to vector<4xi1>
  %ff = vector.shape_cast %kf : vector<2x2xi1> to vector<4xi1>
  %any0 = vector.reduction <or>, %f0 : vector<4xi1> into i1
  %allf = vector.reduction <and>, %ff : vector<4xi1> into i1
  %a0 = arith.extui %any0 : i1 to i64
  %af = arith.extui %allf : i1 to i64
  %t10 = arith.constant 10 : i64
  %n3 = arith.muli %a0, %t10 : i64
  %n4 = arith.addi %n3, %af : i64
  %sq = arith.muli %st, %st : vector<6xindex>
  %ss = vector.reduction <add>, %sq : vector<6xindex> into index
  %n5 = arith.index_cast %ss : index to i64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  memref.store %n1, %out[%i0] : memref<4xi64>
  memref.store %n2, %out[%i1] : memref<4xi64>
  memref.store %n4, %out[%i2] : memref<4xi64>
  memref.store %n5, %out[%i3] : memref<4xi64>
  return
}
