// memref.transpose (a dynamic matrix, a 3-D permutation, a view of a
// window, the generic form with a map alias) and memref.memory_space_cast
// (to memory space 1 and back: the pointers cast, the layout kept)
#perm = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
func.func @trace_t(%m: memref<?x?xf32>) -> f32 {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?x?xf32, strided<[1, ?]>>
  %zero = arith.constant 0.0 : f32
  // sum of t[i][0] * (i + 1): the first row of m, weighted
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %t[%i, %c0] : memref<?x?xf32, strided<[1, ?]>>
    %i1 = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i1 : index to i32
    %w = arith.sitofp %ii : i32 to f32
    %p = arith.mulf %x, %w : f32
    %a = arith.addf %acc, %p : f32
    scf.yield %a : f32
  }
  return %s : f32
}
// returns the transposed descriptor to C, after a store through it
func.func @transposed(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 99.0 : f32
  memref.store %v, %t[%c2, %c0] : memref<?x?xf32, strided<[1, ?]>>
  return %t : memref<?x?xf32, strided<[1, ?]>>
}
// a 2x3x4 array as 4x2x3 (d2, d0, d1), read at [k, i, j]
func.func @perm3(%m: memref<2x3x4xi32>, %k: index, %i: index, %j: index) -> i32 {
  %t = "memref.transpose"(%m) <{permutation = #perm}> : (memref<2x3x4xi32>) -> memref<4x2x3xi32, strided<[1, 12, 4]>>
  %x = memref.load %t[%k, %i, %j] : memref<4x2x3xi32, strided<[1, 12, 4]>>
  return %x : i32
}
// a window of a 4x5 matrix at a dynamic offset, transposed
func.func @window_t(%m: memref<4x5xf64>, %r: index, %c: index) -> f64 {
  %w = memref.subview %m[%r, %c] [2, 3] [1, 1] : memref<4x5xf64> to memref<2x3xf64, strided<[5, 1], offset: ?>>
  %t = memref.transpose %w (a, b) -> (b, a) : memref<2x3xf64, strided<[5, 1], offset: ?>> to memref<3x2xf64, strided<[1, 5], offset: ?>>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %t[%c2, %c1] : memref<3x2xf64, strided<[1, 5], offset: ?>>
  return %x : f64
}
// through memory space 1 and back: store there, read here
func.func @spaces(%m: memref<?xi64, strided<[2], offset: ?>>, %v: i64) -> i64 {
  %g = memref.memory_space_cast %m : memref<?xi64, strided<[2], offset: ?>> to memref<?xi64, strided<[2], offset: ?>, 1>
  %c1 = arith.constant 1 : index
  memref.store %v, %g[%c1] : memref<?xi64, strided<[2], offset: ?>, 1>
  %h = memref.memory_space_cast %g : memref<?xi64, strided<[2], offset: ?>, 1> to memref<?xi64, strided<[2], offset: ?>>
  %x = memref.load %h[%c1] : memref<?xi64, strided<[2], offset: ?>>
  %c0 = arith.constant 0 : index
  %n = memref.dim %g, %c0 : memref<?xi64, strided<[2], offset: ?>, 1>
  %ni = arith.index_cast %n : index to i64
  %r = arith.addi %x, %ni : i64
  return %r : i64
}
