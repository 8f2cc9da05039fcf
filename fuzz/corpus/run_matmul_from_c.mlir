// Tests three memref<?x?xf32> arguments from C (matmul C = A*B into a C-owned output), and a mixed memref<?x3xf64> x memref<3xf64> mat-vec returning the norm^2.
module {
  func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %M = memref.dim %A, %c0 : memref<?x?xf32>
    %K = memref.dim %A, %c1 : memref<?x?xf32>
    %N = memref.dim %B, %c1 : memref<?x?xf32>
    scf.for %i = %c0 to %M step %c1 {
      scf.for %j = %c0 to %N step %c1 {
        %s = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
          %a = memref.load %A[%i, %k] : memref<?x?xf32>
          %b = memref.load %B[%k, %j] : memref<?x?xf32>
          %p = arith.mulf %a, %b : f32
          %n = arith.addf %acc, %p : f32
          scf.yield %n : f32
        }
        memref.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }

  // y = M x ; returns sum(y_i^2)
  func.func @matvec_norm2(%M: memref<?x3xf64>, %x: memref<3xf64>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0.0 : f64
    %rows = memref.dim %M, %c0 : memref<?x3xf64>
    %r = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f64) {
      %y = scf.for %k = %c0 to %c3 step %c1 iter_args(%s = %zero) -> (f64) {
        %m = memref.load %M[%i, %k] : memref<?x3xf64>
        %v = memref.load %x[%k] : memref<3xf64>
        %p = arith.mulf %m, %v : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      %y2 = arith.mulf %y, %y : f64
      %a2 = arith.addf %acc, %y2 : f64
      scf.yield %a2 : f64
    }
    return %r : f64
  }
}
