// ir2ll-args: --use-generic-functions --use-aligned-alloc --llvm-version=14
// memref.alloc and memref.dealloc through MLIR's generic allocation
// functions, with aligned_alloc: the C driver defines them, checks that
// each size is a multiple of the alignment, and counts the calls.
module {
  // Sums 0..n-1 through a buffer of n floats (alignment 16, the least),
  // and passes the sum through one of 3 doubles aligned to 64; frees both.
  func.func @sum_through_buffers(%n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %m = memref.alloc(%n) : memref<?xf32>
    %d = memref.alloc() {alignment = 64} : memref<3xf64>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %m[%i] : memref<?xf32>
    }
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (f32) {
      %v = memref.load %m[%i] : memref<?xf32>
      %t = arith.addf %a, %v : f32
      scf.yield %t : f32
    }
    %c2 = arith.constant 2 : index
    %sd = arith.extf %s : f32 to f64
    memref.store %sd, %d[%c2] : memref<3xf64>
    %back = memref.load %d[%c2] : memref<3xf64>
    %r = arith.truncf %back : f64 to f32
    memref.dealloc %d : memref<3xf64>
    memref.dealloc %m : memref<?xf32>
    return %r : f32
  }

  // A buffer of vector<8xf32> elements (32 bytes: aligned to 32) returned to C.
  func.func @vectors(%n: index) -> memref<?xvector<8xf32>> {
    %m = memref.alloc(%n) : memref<?xvector<8xf32>>
    return %m : memref<?xvector<8xf32>>
  }
}
