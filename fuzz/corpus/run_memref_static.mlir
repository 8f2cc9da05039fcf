// Tests static-shape memrefs: 1-D alloca, 2-D alloc/dealloc memref<4x8xf32>, memref.dim on static dims, and a static memref<3x4xf32> argument from C.
module {
  // a[i][j] = (i*8 + j) * 0.5 ; returns sum of all elements
  func.func @fill_and_sum() -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %half = arith.constant 0.5 : f32
    %zero = arith.constant 0.0 : f32
    %a = memref.alloc() : memref<4x8xf32>
    %rows = memref.dim %a, %c0 : memref<4x8xf32>
    %cols = memref.dim %a, %c1 : memref<4x8xf32>
    scf.for %i = %c0 to %rows step %c1 {
      scf.for %j = %c0 to %cols step %c1 {
        %t = arith.muli %i, %c8 : index
        %k = arith.addi %t, %j : index
        %ki = arith.index_cast %k : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %v = arith.mulf %kf, %half : f32
        memref.store %v, %a[%i, %j] : memref<4x8xf32>
      }
    }
    %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f32) {
      %s2 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc2 = %acc) -> (f32) {
        %v = memref.load %a[%i, %j] : memref<4x8xf32>
        %n = arith.addf %acc2, %v : f32
        scf.yield %n : f32
      }
      scf.yield %s2 : f32
    }
    memref.dealloc %a : memref<4x8xf32>
    return %s : f32
  }

  // prefix sums of 1..16 in a stack-allocated memref<16xi32>; returns p[k]
  func.func @prefix(%k: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %p = memref.alloca() : memref<16xi32>
    %last = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
      %i1 = arith.addi %i, %c1 : index
      %v = arith.index_cast %i1 : index to i32
      %n = arith.addi %acc, %v : i32
      memref.store %n, %p[%i] : memref<16xi32>
      scf.yield %n : i32
    }
    %r = memref.load %p[%k] : memref<16xi32>
    return %r : i32
  }

  // static 2-D argument from C: returns sum_i m[i][i] + 10 * m[2][3]
  func.func @diag_plus(%m: memref<3x4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0.0 : f32
    %ten = arith.constant 10.0 : f32
    %n = memref.dim %m, %c0 : memref<3x4xf32>
    %d = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %m[%i, %i] : memref<3x4xf32>
      %a2 = arith.addf %acc, %v : f32
      scf.yield %a2 : f32
    }
    %e = memref.load %m[%c2, %c3] : memref<3x4xf32>
    %e10 = arith.mulf %e, %ten : f32
    %r = arith.addf %d, %e10 : f32
    return %r : f32
  }
}
