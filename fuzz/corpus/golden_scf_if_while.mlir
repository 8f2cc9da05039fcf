// From TargetLLVMIR.md, section "Conversion to the LLVM Dialect": progressive lowering of scf.if (with results, and without results) and scf.while/scf.condition (scf -> cf -> llvm)
module {
  // clamp(x, lo, hi) with nested scf.if producing results.
  func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
    %below = arith.cmpi slt, %x, %lo : i32
    %r = scf.if %below -> (i32) {
      scf.yield %lo : i32
    } else {
      %above = arith.cmpi sgt, %x, %hi : i32
      %r2 = scf.if %above -> (i32) {
        scf.yield %hi : i32
      } else {
        scf.yield %x : i32
      }
      scf.yield %r2 : i32
    }
    return %r : i32
  }
  // scf.if without results or else branch, storing into a memref.
  func.func @store_if_positive(%m: memref<4xf64>, %i: index, %v: f64) {
    %zero = arith.constant 0.0 : f64
    %pos = arith.cmpf ogt, %v, %zero : f64
    scf.if %pos {
      memref.store %v, %m[%i] : memref<4xf64>
    }
    return
  }
  // gcd(a, b) with scf.while; the before region computes the condition.
  func.func @gcd(%a: i64, %b: i64) -> i64 {
    %c0 = arith.constant 0 : i64
    %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
      %ne = arith.cmpi ne, %y, %c0 : i64
      scf.condition(%ne) %x, %y : i64, i64
    } do {
    ^bb0(%x: i64, %y: i64):
      %rem = arith.remui %x, %y : i64
      scf.yield %y, %rem : i64, i64
    }
    return %r#0 : i64
  }
}
