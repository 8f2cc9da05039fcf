// Tests all 16 arith.cmpf predicates on f64 (ordered/unordered, NaN, -0.0), collected through a memref<16xi1> into a bit mask.
module {
  // bit k set iff predicate k holds:
  // 0 false 1 oeq 2 ogt 3 oge 4 olt 5 ole 6 one 7 ord 8 ueq 9 ugt 10 uge 11 ult 12 ule 13 une 14 uno 15 true
  func.func @cmp_mask(%a: f64, %b: f64) -> i32 {
    %p0 = arith.cmpf false, %a, %b : f64
    %p1 = arith.cmpf oeq, %a, %b : f64
    %p2 = arith.cmpf ogt, %a, %b : f64
    %p3 = arith.cmpf oge, %a, %b : f64
    %p4 = arith.cmpf olt, %a, %b : f64
    %p5 = arith.cmpf ole, %a, %b : f64
    %p6 = arith.cmpf one, %a, %b : f64
    %p7 = arith.cmpf ord, %a, %b : f64
    %p8 = arith.cmpf ueq, %a, %b : f64
    %p9 = arith.cmpf ugt, %a, %b : f64
    %p10 = arith.cmpf uge, %a, %b : f64
    %p11 = arith.cmpf ult, %a, %b : f64
    %p12 = arith.cmpf ule, %a, %b : f64
    %p13 = arith.cmpf une, %a, %b : f64
    %p14 = arith.cmpf uno, %a, %b : f64
    %p15 = arith.cmpf true, %a, %b : f64
    %ps = memref.alloca() : memref<16xi1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i6 = arith.constant 6 : index
    %i7 = arith.constant 7 : index
    %i8 = arith.constant 8 : index
    %i9 = arith.constant 9 : index
    %i10 = arith.constant 10 : index
    %i11 = arith.constant 11 : index
    %i12 = arith.constant 12 : index
    %i13 = arith.constant 13 : index
    %i14 = arith.constant 14 : index
    %i15 = arith.constant 15 : index
    memref.store %p0, %ps[%i0] : memref<16xi1>
    memref.store %p1, %ps[%i1] : memref<16xi1>
    memref.store %p2, %ps[%i2] : memref<16xi1>
    memref.store %p3, %ps[%i3] : memref<16xi1>
    memref.store %p4, %ps[%i4] : memref<16xi1>
    memref.store %p5, %ps[%i5] : memref<16xi1>
    memref.store %p6, %ps[%i6] : memref<16xi1>
    memref.store %p7, %ps[%i7] : memref<16xi1>
    memref.store %p8, %ps[%i8] : memref<16xi1>
    memref.store %p9, %ps[%i9] : memref<16xi1>
    memref.store %p10, %ps[%i10] : memref<16xi1>
    memref.store %p11, %ps[%i11] : memref<16xi1>
    memref.store %p12, %ps[%i12] : memref<16xi1>
    memref.store %p13, %ps[%i13] : memref<16xi1>
    memref.store %p14, %ps[%i14] : memref<16xi1>
    memref.store %p15, %ps[%i15] : memref<16xi1>
    %z = arith.constant 0 : i32
    %mask = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
      %p = memref.load %ps[%k] : memref<16xi1>
      %pe = arith.extui %p : i1 to i32
      %ki = arith.index_cast %k : index to i32
      %bit = arith.shli %pe, %ki : i32
      %n = arith.ori %acc, %bit : i32
      scf.yield %n : i32
    }
    return %mask : i32
  }
}
