// Tests mixed-shape memref<?x4xi32> and memref<?xi32> arguments from C with allocated != aligned and a non-zero descriptor offset (ignored: identity layout has static offset 0).
module {
  // out[i] = sum_j a[i][j]
  func.func @row_sums(%a: memref<?x4xi32>, %out: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %n = memref.dim %a, %c0 : memref<?x4xi32>
    %m = memref.dim %a, %c1 : memref<?x4xi32>
    scf.for %i = %c0 to %n step %c1 {
      %s = scf.for %j = %c0 to %m step %c1 iter_args(%acc = %z) -> (i32) {
        %v = memref.load %a[%i, %j] : memref<?x4xi32>
        %w = arith.addi %acc, %v : i32
        scf.yield %w : i32
      }
      memref.store %s, %out[%i] : memref<?xi32>
    }
    return
  }

  // returns v[i] * 100 + dim(v, 0)
  func.func @get_and_len(%v: memref<?xi32>, %i: index) -> i32 {
    %c0 = arith.constant 0 : index
    %x = memref.load %v[%i] : memref<?xi32>
    %n = memref.dim %v, %c0 : memref<?xi32>
    %ni = arith.index_cast %n : index to i32
    %h = arith.constant 100 : i32
    %t = arith.muli %x, %h : i32
    %r = arith.addi %t, %ni : i32
    return %r : i32
  }
}
