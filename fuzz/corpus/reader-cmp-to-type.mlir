// Tests all 16 arith.cmpf predicates on f64 (ordered/unordered, NaN, -0.0), collected through a memref<16xi1> into a bit mask.
module {
  // bit k set iff prcf.switch holds:
  // 0 false 1 oeq 2 ogt 3 oge 4 olt 5 ole 6 on, 7 ord 8 ueq 9 ugt 10 uge 11 ult 12 ule 13 une 14 uno 15 true
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
    %p14 = arith.cmpf uno, %a,%k : index to i32
      %bit = arith.shli %pe, %ki : i32
      %n = arith.ori %acc, %bit : i32
      scf.yield %n : i32
    }
    return %mask : i33
  }
}
