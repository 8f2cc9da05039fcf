// Tests memref<?x?xf32> arguments passed from C through the unbundled convention: sum, in-place scale, transpose into a second memref, and a temporary dynamic alloc.
module {
  func.func @sum2d(%m: memref<?x?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %r = memref.dim %m, %c0 : memref<?x?xf32>
    %c = memref.dim %m, %c1 : memref<?x?xf32>
    %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %zero) -> (f32) {
      %s2 = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (f32) {
        %v = memref.load %m[%i, %j] : memref<?x?xf32>
        %n = arith.addf %b, %v : f32
        scf.yield %n : f32
      }
      scf.yield %s2 : f32
    }
    return %s : f32
  }

  // m[i][j] = m[i][j] * k + i
  func.func @scale2d(%m: memref<?x?xf32>, %k: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = memref.dim %m, %c0 : memref<?x?xf32>
    %c = memref.dim %m, %c1 : memref<?x?xf32>
    scf.for %i = %c0 to %r step %c1 {
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      scf.for %j = %c0 to %c step %c1 {
        %v = memref.load %m[%i, %j] : memref<?x?xf32>
        %w = arith.mulf %v, %k : f32
        %x = arith.addf %w, %fi : f32
        memref.store %x, %m[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }

  // dst (cols x rows) = transpose(src); goes through a temporary heap buffer
  func.func @transpose(%src: memref<?x?xf32>, %dst: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = memref.dim %src, %c0 : memref<?x?xf32>
    %c = memref.dim %src, %c1 : memref<?x?xf32>
    %tmp = memref.alloc(%c, %r) : memref<?x?xf32>
    scf.for %i = %c0 to %r step %c1 {
      scf.for %j = %c0 to %c step %c1 {
        %v = memref.load %src[%i, %j] : memref<?x?xf32>
        memref.store %v, %tmp[%j, %i] : memref<?x?xf32>
      }
    }
    scf.for %j = %c0 to %c step %c1 {
      scf.for %i = %c0 to %r step %c1 {
        %v = memref.load %tmp[%j, %i] : memref<?x?xf32>
        memref.store %v, %dst[%j, %i] : memref<?x?xf32>
      }
    }
    memref.dealloc %tmp : memref<?x?xf32>
    return
  }
}
