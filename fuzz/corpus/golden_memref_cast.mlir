// memref.cast: between ranked memrefs the descriptor's fields carry over and the new type's static sizes, strides and offset are used; to an unranked memref the descriptor goes to a stack slot, from one it is loaded; memref.rank and memref.dim of unranked memrefs read the descriptor
module {
  func.func private @consume(memref<*xf32>)

  // Static to dynamic sizes: the load reads the size-derived stride from the descriptor.
  func.func @static_to_dynamic(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
    %d = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
    %0 = memref.load %d[%i, %j] : memref<?x?xf32>
    return %0 : f32
  }
  // Dynamic to static sizes: the stride becomes the constant 8.
  func.func @dynamic_to_static(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
    %s = memref.cast %m : memref<?x?xf32> to memref<4x8xf32>
    %0 = memref.load %s[%i, %j] : memref<4x8xf32>
    return %0 : f32
  }
  // Identity to contiguous with a dynamic offset (the offset field, 0 for
  // an identity memref, is read) and back.
  func.func @identity_contiguous(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
    %c = memref.cast %m : memref<4x8xf32> to memref<4x8xf32, contiguous<2, offset: ?>>
    %0 = memref.load %c[%i, %j] : memref<4x8xf32, contiguous<2, offset: ?>>
    %b = memref.cast %c : memref<4x8xf32, contiguous<2, offset: ?>> to memref<4x8xf32>
    %1 = memref.load %b[%j, %i] : memref<4x8xf32>
    %s = arith.addf %0, %1 : f32
    return %s : f32
  }
  // Contiguous to strided and back: column-major [1, 4] with offset 0 as
  // strided<[?, ?], offset: ?> reads everything from the descriptor.
  func.func @contiguous_strided(%m: memref<4x8xf32, contiguous<[1, 0]>>, %i: index, %j: index) -> f32 {
    %s = memref.cast %m : memref<4x8xf32, contiguous<[1, 0]>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
    %0 = memref.load %s[%i, %j] : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %c = memref.cast %s : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, contiguous<[1, 0]>>
    %1 = memref.load %c[%i, %j] : memref<?x8xf32, contiguous<[1, 0]>>
    %r = arith.addf %0, %1 : f32
    return %r : f32
  }
  // A fully dynamic strided memref cast to a permuted contiguous one with
  // static sizes: the strides [1, 2*5 = 10, 2] become constants.
  func.func @strided_to_permuted(%m: memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>, %i: index, %j: index, %k: index) -> i32 {
    %c = memref.cast %m : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>> to memref<2x3x5xi32, contiguous<[1, 2, 0], offset: ?>>
    %0 = memref.load %c[%i, %j, %k] : memref<2x3x5xi32, contiguous<[1, 2, 0], offset: ?>>
    return %0 : i32
  }
  // Ranked to unranked, passed to an external function.
  func.func @to_unranked(%m: memref<?x4xf32>) {
    %u = memref.cast %m : memref<?x4xf32> to memref<*xf32>
    call @consume(%u) : (memref<*xf32>) -> ()
    return
  }
  // A static ranked memref to unranked: its constant sizes and strides are stored.
  func.func @static_to_unranked(%m: memref<2x3xf32, contiguous<[1, 0], offset: 4>>) {
    %u = memref.cast %m : memref<2x3xf32, contiguous<[1, 0], offset: 4>> to memref<*xf32>
    call @consume(%u) : (memref<*xf32>) -> ()
    return
  }
  // Unranked to ranked: the descriptor is loaded.
  func.func @from_unranked(%u: memref<*xf32>, %i: index, %j: index) -> f32 {
    %m = memref.cast %u : memref<*xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    %0 = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
    return %0 : f32
  }
  // Unranked to a contiguous ranked memref.
  func.func @from_unranked_contiguous(%u: memref<*xf64>, %i: index, %j: index) -> f64 {
    %m = memref.cast %u : memref<*xf64> to memref<?x?xf64, contiguous<[1, 0], offset: ?>>
    %0 = memref.load %m[%i, %j] : memref<?x?xf64, contiguous<[1, 0], offset: ?>>
    return %0 : f64
  }
  // A round trip in one function; the rank of the cast's result is the constant 1.
  func.func @round_trip(%m: memref<3xi64>) -> index {
    %u = memref.cast %m : memref<3xi64> to memref<*xi64>
    %r = memref.cast %u : memref<*xi64> to memref<?xi64>
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : i64
    memref.store %c7, %r[%c2] : memref<?xi64>
    %k = memref.rank %u : memref<*xi64>
    return %k : index
  }
  // memref.rank: a constant for a ranked memref, the descriptor's rank for an unranked one.
  func.func @ranks(%m: memref<?x4x?xf32, contiguous<[2, 1, 0]>>, %u: memref<*xf32>) -> (index, index) {
    %r = memref.rank %m : memref<?x4x?xf32, contiguous<[2, 1, 0]>>
    %q = memref.rank %u : memref<*xf32>
    return %r, %q : index, index
  }
  // memref.dim of an unranked memref, with a constant and a non-constant index.
  func.func @unranked_dims(%u: memref<*xf32>, %i: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %a = memref.dim %u, %c1 : memref<*xf32>
    %b = memref.dim %u, %i : memref<*xf32>
    return %a, %b : index, index
  }
  // An unranked memref in memory space 1.
  func.func @unranked_memspace(%m: memref<8xi8, 1>) -> index {
    %u = memref.cast %m : memref<8xi8, 1> to memref<*xi8, 1>
    %c0 = arith.constant 0 : index
    %d = memref.dim %u, %c0 : memref<*xi8, 1>
    %r = memref.cast %u : memref<*xi8, 1> to memref<?xi8, 1>
    %v = memref.load %r[%c0] : memref<?xi8, 1>
    return %d : index
  }
}
