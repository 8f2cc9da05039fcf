// memref.atomic_rmw kinds that LLVM's atomicrmw lacks (mulf, muli,
// maximumf and minimumf), and memref.generic_atomic_rmw: compare-and-swap
// loops. Each returns the old value and leaves the new one. From two
// threads at once, @triple multiplies by 3 (odd, so 3^k mod 2^64 tells
// how many times it took: a lost update shows) and @count adds 1.0 to a
// float
func.func @kinds(%f: memref<4xf32>, %d: memref<1xf64>, %n: memref<2xi32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.atomic_rmw mulf %v, %f[%c0] : (f32, memref<4xf32>) -> f32
  %b = memref.atomic_rmw maximumf %v, %f[%c1] : (f32, memref<4xf32>) -> f32
  %c = memref.atomic_rmw minimumf %v, %f[%c2] : (f32, memref<4xf32>) -> f32
  %e = memref.atomic_rmw maximumf %v, %f[%c3] : (f32, memref<4xf32>) -> f32
  %vd = arith.extf %v : f32 to f64
  %g = memref.atomic_rmw mulf %vd, %d[%c0] : (f64, memref<1xf64>) -> f64
  %seven = arith.constant -7 : i32
  %h = memref.atomic_rmw muli %seven, %n[%c0] : (i32, memref<2xi32>) -> i32
  %k = memref.atomic_rmw maxs %seven, %n[%c1] : (i32, memref<2xi32>) -> i32
  %hf = arith.sitofp %h : i32 to f32
  %kf = arith.sitofp %k : i32 to f32
  %gf = arith.truncf %g : f64 to f32
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %s1, %c : f32
  %s3 = arith.addf %s2, %e : f32
  %s4 = arith.addf %s3, %gf : f32
  %s5 = arith.addf %s4, %hf : f32
  %s6 = arith.addf %s5, %kf : f32
  return %s6 : f32
}

func.func @triple(%m: memref<1xi64>, %times: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i64
  scf.for %i = %c0 to %times step %c1 {
    %old = memref.atomic_rmw muli %three, %m[%c0] : (i64, memref<1xi64>) -> i64
  }
  return
}

func.func @count(%m: memref<1xf32>, %times: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %times step %c1 {
    %old = memref.generic_atomic_rmw %m[%c0] : memref<1xf32> {
    ^bb0(%x: f32):
      %y = arith.addf %x, %one : f32
      memref.atomic_yield %y : f32
    }
  }
  return
}

// a region of several ops, with an scf.if: the cell's new value depends
// on its old one (x > d ? x - d : x * d)
func.func @step(%m: memref<4xi32>, %i: index, %d: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %c = arith.cmpi sgt, %cur, %d : i32
    %new = scf.if %c -> i32 {
      %s = arith.subi %cur, %d : i32
      scf.yield %s : i32
    } else {
      %p = arith.muli %cur, %d : i32
      scf.yield %p : i32
    }
    memref.atomic_yield %new : i32
  }
  return %x : i32
}
