// Tests nested scf.if with results (clamp, sign, classify) and scf.if without results storing into a memref.
module {
  // clamp x into [lo, hi] using nested scf.if with results
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

  // classify a double: returns (class, sign) where class = 0 zero, 1 small (|x|<1), 2 big;
  // sign = -1/0/1. Two results from one scf.if; returned as i64 so the
  // {i64, i64} LLVM struct matches the C struct return ABI.
  func.func @classify(%x: f64) -> (i64, i64) {
    %z = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %cm1 = arith.constant -1 : i32
    %iszero = arith.cmpf oeq, %x, %z : f64
    %r:2 = scf.if %iszero -> (i32, i32) {
      scf.yield %c0, %c0 : i32, i32
    } else {
      %neg = arith.cmpf olt, %x, %z : f64
      %sgn = arith.select %neg, %cm1, %c1 : i32
      %ax = arith.negf %x : f64
      %abs = arith.select %neg, %ax, %x : f64
      %small = arith.cmpf olt, %abs, %one : f64
      %cls = scf.if %small -> (i32) {
        scf.yield %c1 : i32
      } else {
        scf.yield %c2 : i32
      }
      scf.yield %cls, %sgn : i32, i32
    }
    %e0 = arith.extsi %r#0 : i32 to i64
    %e1 = arith.extsi %r#1 : i32 to i64
    return %e0, %e1 : i64, i64
  }

  // for i in [0,n): if a[i] < 0 then a[i] = 0  (scf.if with no results, no else)
  // and if a[i] is even then a[i] = a[i] * 10 else a[i] = a[i] + 1 (scf.if with else, no results)
  func.func @relu_even(%a: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %ten = arith.constant 10 : i32
    %n = memref.dim %a, %c0 : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %a[%i] : memref<?xi32>
      %neg = arith.cmpi slt, %v, %z : i32
      scf.if %neg {
        memref.store %z, %a[%i] : memref<?xi32>
      }
      %w = memref.load %a[%i] : memref<?xi32>
      %m = arith.remsi %w, %two : i32
      %even = arith.cmpi eq, %m, %z : i32
      scf.if %even {
        %t = arith.muli %w, %ten : i32
        memref.store %t, %a[%i] : memref<?xi32>
      } else {
        %t = arith.addi %w, %one : i32
        memref.store %t, %a[%i] : memref<?xi32>
      }
    }
    return
  }
}
