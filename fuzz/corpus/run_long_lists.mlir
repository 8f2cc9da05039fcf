// Tests operand, type, block-argument, result and index lists longer than 16:
// calls with 20 arguments and 18 results, a branch passing 20 block arguments,
// and a rank-17 memref loaded and stored with 17 indices.
module {
  // a0 + 2*a1 + 3*a2 + ... + 20*a19
  func.func @weigh20(%a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64) -> i64 {
    %s0 = arith.constant 0 : i64
    %w0 = arith.constant 1 : i64
    %m0 = arith.muli %a0, %w0 : i64
    %s1 = arith.addi %s0, %m0 : i64
    %w1 = arith.constant 2 : i64
    %m1 = arith.muli %a1, %w1 : i64
    %s2 = arith.addi %s1, %m1 : i64
    %w2 = arith.constant 3 : i64
    %m2 = arith.muli %a2, %w2 : i64
    %s3 = arith.addi %s2, %m2 : i64
    %w3 = arith.constant 4 : i64
    %m3 = arith.muli %a3, %w3 : i64
    %s4 = arith.addi %s3, %m3 : i64
    %w4 = arith.constant 5 : i64
    %m4 = arith.muli %a4, %w4 : i64
    %s5 = arith.addi %s4, %m4 : i64
    %w5 = arith.constant 6 : i64
    %m5 = arith.muli %a5, %w5 : i64
    %s6 = arith.addi %s5, %m5 : i64
    %w6 = arith.constant 7 : i64
    %m6 = arith.muli %a6, %w6 : i64
    %s7 = arith.addi %s6, %m6 : i64
    %w7 = arith.constant 8 : i64
    %m7 = arith.muli %a7, %w7 : i64
    %s8 = arith.addi %s7, %m7 : i64
    %w8 = arith.constant 9 : i64
    %m8 = arith.muli %a8, %w8 : i64
    %s9 = arith.addi %s8, %m8 : i64
    %w9 = arith.constant 10 : i64
    %m9 = arith.muli %a9, %w9 : i64
    %s10 = arith.addi %s9, %m9 : i64
    %w10 = arith.constant 11 : i64
    %m10 = arith.muli %a10, %w10 : i64
    %s11 = arith.addi %s10, %m10 : i64
    %w11 = arith.constant 12 : i64
    %m11 = arith.muli %a11, %w11 : i64
    %s12 = arith.addi %s11, %m11 : i64
    %w12 = arith.constant 13 : i64
    %m12 = arith.muli %a12, %w12 : i64
    %s13 = arith.addi %s12, %m12 : i64
    %w13 = arith.constant 14 : i64
    %m13 = arith.muli %a13, %w13 : i64
    %s14 = arith.addi %s13, %m13 : i64
    %w14 = arith.constant 15 : i64
    %m14 = arith.muli %a14, %w14 : i64
    %s15 = arith.addi %s14, %m14 : i64
    %w15 = arith.constant 16 : i64
    %m15 = arith.muli %a15, %w15 : i64
    %s16 = arith.addi %s15, %m15 : i64
    %w16 = arith.constant 17 : i64
    %m16 = arith.muli %a16, %w16 : i64
    %s17 = arith.addi %s16, %m16 : i64
    %w17 = arith.constant 18 : i64
    %m17 = arith.muli %a17, %w17 : i64
    %s18 = arith.addi %s17, %m17 : i64
    %w18 = arith.constant 19 : i64
    %m18 = arith.muli %a18, %w18 : i64
    %s19 = arith.addi %s18, %m18 : i64
    %w19 = arith.constant 20 : i64
    %m19 = arith.muli %a19, %w19 : i64
    %s20 = arith.addi %s19, %m19 : i64
    return %s20 : i64
  }
  // x, x+1, ..., x+17
  func.func @spread18(%x: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
    %k0 = arith.constant 0 : i64
    %y0 = arith.addi %x, %k0 : i64
    %k1 = arith.constant 1 : i64
    %y1 = arith.addi %x, %k1 : i64
    %k2 = arith.constant 2 : i64
    %y2 = arith.addi %x, %k2 : i64
    %k3 = arith.constant 3 : i64
    %y3 = arith.addi %x, %k3 : i64
    %k4 = arith.constant 4 : i64
    %y4 = arith.addi %x, %k4 : i64
    %k5 = arith.constant 5 : i64
    %y5 = arith.addi %x, %k5 : i64
    %k6 = arith.constant 6 : i64
    %y6 = arith.addi %x, %k6 : i64
    %k7 = arith.constant 7 : i64
    %y7 = arith.addi %x, %k7 : i64
    %k8 = arith.constant 8 : i64
    %y8 = arith.addi %x, %k8 : i64
    %k9 = arith.constant 9 : i64
    %y9 = arith.addi %x, %k9 : i64
    %k10 = arith.constant 10 : i64
    %y10 = arith.addi %x, %k10 : i64
    %k11 = arith.constant 11 : i64
    %y11 = arith.addi %x, %k11 : i64
    %k12 = arith.constant 12 : i64
    %y12 = arith.addi %x, %k12 : i64
    %k13 = arith.constant 13 : i64
    %y13 = arith.addi %x, %k13 : i64
    %k14 = arith.constant 14 : i64
    %y14 = arith.addi %x, %k14 : i64
    %k15 = arith.constant 15 : i64
    %y15 = arith.addi %x, %k15 : i64
    %k16 = arith.constant 16 : i64
    %y16 = arith.addi %x, %k16 : i64
    %k17 = arith.constant 17 : i64
    %y17 = arith.addi %x, %k17 : i64
    return %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11, %y12, %y13, %y14, %y15, %y16, %y17 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
  }
  func.func @drive(%x: i64) -> i64 {
    %r:18 = call @spread18(%x) : (i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
    cf.br ^bb1(%r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8, %r#9, %r#10, %r#11, %r#12, %r#13, %r#14, %r#15, %r#16, %r#17, %x, %x : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
  ^bb1(%a0: i64, %a1: i64, %a2: i64, %a3: i64, %a4: i64, %a5: i64, %a6: i64, %a7: i64, %a8: i64, %a9: i64, %a10: i64, %a11: i64, %a12: i64, %a13: i64, %a14: i64, %a15: i64, %a16: i64, %a17: i64, %a18: i64, %a19: i64):
    %w = call @weigh20(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19) : (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.alloc() : memref<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi64>
    memref.store %w, %m[%c1, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0] : memref<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi64>
    memref.store %x, %m[%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0] : memref<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi64>
    %v = memref.load %m[%c1, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0] : memref<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi64>
    %u = memref.load %m[%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0] : memref<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi64>
    memref.dealloc %m : memref<2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xi64>
    %t = arith.subi %v, %u : i64
    return %t : i64
  }
}
