// memref.view of a byte buffer and memref.reshape by a shape held in a
// memref, to ranked and unranked results.

// the floats that start %shift bytes into %buf, as rows of 4: sum of
// (row + 1) * element
func.func @view_rows(%buf: memref<?xi8>, %shift: index, %n: index) -> f32 {
  %v = memref.view %buf[%shift][%n] : memref<?xi8> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %i1 = arith.addi %i, %c1 : index
    %i1i = arith.index_cast %i1 : index to i32
    %w = arith.sitofp %i1i : i32 to f32
    %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (f32) {
      %x = memref.load %v[%i, %j] : memref<?x4xf32>
      %y = arith.mulf %x, %w : f32
      %z = arith.addf %a, %y : f32
      scf.yield %z : f32
    }
    scf.yield %r : f32
  }
  return %s : f32
}

// fills a static byte buffer, from %shift on, as an %n x %m x 2 array
// of i32 with 100 * i + 10 * j + k; returns the view's outer stride
func.func @view_fill(%buf: memref<128xi8>, %shift: index, %n: index, %m: index) -> index {
  %v = "memref.view"(%buf, %shift, %n, %m) : (memref<128xi8>, index, index, index) -> memref<?x?x2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %a = arith.muli %i, %c1 : index
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %kk = arith.index_cast %k : index to i32
        %c100 = arith.constant 100 : i32
        %c10 = arith.constant 10 : i32
        %p = arith.muli %ii, %c100 : i32
        %q = arith.muli %jj, %c10 : i32
        %pq = arith.addi %p, %q : i32
        %val = arith.addi %pq, %kk : i32
        memref.store %val, %v[%i, %j, %k] : memref<?x?x2xi32>
      }
    }
  }
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %v
    : memref<?x?x2xi32> -> memref<i32>, index, index, index, index, index, index, index
  return %strides#0 : index
}

// a 12-element vector as the matrix %shape gives: sum of (i + 1) * m[i][j]
func.func @reshape_rows(%src: memref<12xf32>, %shape: memref<2xindex>) -> f32 {
  %m = memref.reshape %src(%shape) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f32) {
    %i1 = arith.addi %i, %c1 : index
    %i1i = arith.index_cast %i1 : index to i32
    %w = arith.sitofp %i1i : i32 to f32
    %r = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> (f32) {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      %y = arith.mulf %x, %w : f32
      %z = arith.addf %a, %y : f32
      scf.yield %z : f32
    }
    scf.yield %r : f32
  }
  return %s : f32
}

// a result with a static and a dynamic size, returned to C
func.func @reshape_3xn(%src: memref<?xf32>, %shape: memref<2xindex>) -> memref<3x?xf32> {
  %r = "memref.reshape"(%src, %shape) : (memref<?xf32>, memref<2xindex>) -> memref<3x?xf32>
  return %r : memref<3x?xf32>
}

// to the rank the shape's length gives: rank * 1000 + dim(1) * 100, plus
// the element [1, 2] of the result seen as a matrix
func.func @reshape_unranked(%src: memref<?xf32>, %shape: memref<?xindex>) -> f32 {
  %u = memref.reshape %src(%shape) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rank = memref.rank %u : memref<*xf32>
  %d1 = memref.dim %u, %c1 : memref<*xf32>
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %x = memref.load %m[%c1, %c2] : memref<?x?xf32>
  %c1000 = arith.constant 1000 : index
  %c100 = arith.constant 100 : index
  %a = arith.muli %rank, %c1000 : index
  %b = arith.muli %d1, %c100 : index
  %ab = arith.addi %a, %b : index
  %abi = arith.index_cast %ab : index to i64
  %abf = arith.sitofp %abi : i64 to f32
  %r = arith.addf %abf, %x : f32
  return %r : f32
}

// three dimensions: the strides of the unranked result, through a
// ranked cast, as 10000 * stride0 + 100 * stride1 + stride2
func.func @reshape_unranked_strides(%src: memref<?xf32>, %shape: memref<?xindex>) -> index {
  %u = memref.reshape %src(%shape) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  %m = memref.cast %u : memref<*xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %m
    : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  %c10000 = arith.constant 10000 : index
  %c100 = arith.constant 100 : index
  %a = arith.muli %strides#0, %c10000 : index
  %b = arith.muli %strides#1, %c100 : index
  %ab = arith.addi %a, %b : index
  %r = arith.addi %ab, %strides#2 : index
  %r2 = arith.addi %r, %off : index
  return %r2 : index
}
