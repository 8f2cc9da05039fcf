// The contiguous layout: strides are the running products of the sizes in the order the layout names the dimensions (outermost first), static where the sizes allow and else read from the descriptor; the offset is 0, a constant, or read from the descriptor
#cm = contiguous<[1, 0], offset: ?>
!cm = memref<4x8xf32, contiguous<[1, 0], offset: ?>>
module {
  // contiguous<2> is row-major from offset 0: 8*i + j.
  func.func @row_major(%m: memref<4x8xf32, contiguous<2>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<4x8xf32, contiguous<2>>
    return %0 : f32
  }
  // [0, 1] is the same type as contiguous<2>: 8*i + j.
  func.func @row_major_list(%m: memref<4x8xf32, contiguous<[0, 1]>>, %i: index, %j: index, %v: f32) {
    memref.store %v, %m[%i, %j] : memref<4x8xf32, contiguous<2>>
    return
  }
  // Column-major: strides [1, 4]: i + 4*j.
  func.func @column_major(%m: memref<4x8xf32, contiguous<[1, 0]>>, %i: index, %j: index, %v: f32) {
    memref.store %v, %m[%i, %j] : memref<4x8xf32, contiguous<[1, 0]>>
    return
  }
  // 3-D, dimensions 1, 2, 0 from outermost: dim 0 innermost (stride 1),
  // dim 2 next (stride 2), dim 1 outermost (stride 2*5 = 10): i + 10*j + 2*k.
  func.func @permuted_3d(%m: memref<2x3x5xi32, contiguous<[1, 2, 0]>>, %i: index, %j: index, %k: index) -> i32 {
    %0 = memref.load %m[%i, %j, %k] : memref<2x3x5xi32, contiguous<[1, 2, 0]>>
    return %0 : i32
  }
  // 3-D, [2, 0, 1]: dim 1 innermost (1), dim 0 next (5), dim 2 outermost
  // (2*5 = 10): 5*i + j + 10*k, after a static offset of 7.
  func.func @permuted_3d_offset(%m: memref<2x5x3xf64, contiguous<[2, 0, 1], offset: 7>>, %i: index, %j: index, %k: index, %v: f64) {
    memref.store %v, %m[%i, %j, %k] : memref<2x5x3xf64, contiguous<[2, 0, 1], offset: 7>>
    return
  }
  // Dynamic sizes, row-major: the inner stride is 1, the outer stride
  // (the inner size) is read from the descriptor's stride field.
  func.func @dynamic_row_major(%m: memref<?x?xf32, contiguous<2>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<?x?xf32, contiguous<2>>
    return %0 : f32
  }
  // Dynamic sizes, column-major: the outer stride is 1, the inner one is
  // read from the descriptor: i + s1*j.
  func.func @dynamic_column_major(%m: memref<?x?xf32, contiguous<[1, 0]>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<?x?xf32, contiguous<[1, 0]>>
    return %0 : f32
  }
  // Column-major with a dynamic outer size: the strides [1, 4] are static
  // all the same (the running product never meets the dynamic size).
  func.func @dynamic_size_static_strides(%m: memref<4x?xf32, contiguous<[1, 0]>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<4x?xf32, contiguous<[1, 0]>>
    return %0 : f32
  }
  // A dynamic offset is read from the descriptor: off + 8*i + j.
  func.func @dynamic_offset(%m: memref<4x8xf32, contiguous<2, offset: ?>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<4x8xf32, contiguous<2, offset: ?>>
    return %0 : f32
  }
  // A static offset is a constant: 5 + i + 4*j.
  func.func @static_offset(%m: memref<4x8xf32, contiguous<[1, 0], offset: 5>>, %i: index, %j: index, %v: f32) {
    memref.store %v, %m[%i, %j] : memref<4x8xf32, contiguous<[1, 0], offset: 5>>
    return
  }
  // Everything dynamic and permuted: off + i*s0 + j + k*s2 with dimension 1 innermost.
  func.func @dynamic_all_3d(%m: memref<?x?x?xi16, contiguous<[2, 0, 1], offset: ?>>, %i: index, %j: index, %k: index) -> i16 {
    %0 = memref.load %m[%i, %j, %k] : memref<?x?x?xi16, contiguous<[2, 0, 1], offset: ?>>
    return %0 : i16
  }
  // Rank 0: only the offset, from the descriptor or a constant.
  func.func @rank0(%m: memref<f32, contiguous<0, offset: ?>>, %n: memref<f32, contiguous<[], offset: 3>>) -> f32 {
    %a = memref.load %m[] : memref<f32, contiguous<0, offset: ?>>
    %b = memref.load %n[] : memref<f32, contiguous<0, offset: 3>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %m[] : memref<f32, contiguous<0, offset: ?>>
    return %s : f32
  }
  // A 1-D contiguous memref with a dynamic offset: off + i.
  func.func @rank1_offset(%m: memref<?xi64, contiguous<1, offset: ?>>, %i: index) -> i64 {
    %0 = memref.load %m[%i] : memref<?xi64, contiguous<1, offset: ?>>
    return %0 : i64
  }
  // Alloc of a permuted layout with dynamic sizes: the buffer is dense in
  // the layout's order from offset 0, [1, 2, 0]: strides [1, s0*s2, s0].
  func.func @alloc_permuted(%a: index, %b: index, %c: index) -> memref<?x?x?xf32, contiguous<[1, 2, 0]>> {
    %m = memref.alloc(%a, %b, %c) : memref<?x?x?xf32, contiguous<[1, 2, 0]>>
    %c1 = arith.constant 1 : index
    %f = arith.constant 2.5 : f32
    memref.store %f, %m[%c1, %c1, %c1] : memref<?x?x?xf32, contiguous<[1, 2, 0]>>
    return %m : memref<?x?x?xf32, contiguous<[1, 2, 0]>>
  }
  // Alloca of a column-major layout with static sizes and of one with a
  // dynamic offset (it starts at 0).
  func.func @alloca_column_major(%i: index, %j: index) -> f32 {
    %m = memref.alloca() : memref<3x4xf32, contiguous<[1, 0]>>
    %n = memref.alloca() : memref<3x4xf32, contiguous<2, offset: ?>>
    %f = arith.constant 1.0 : f32
    memref.store %f, %m[%i, %j] : memref<3x4xf32, contiguous<[1, 0]>>
    memref.store %f, %n[%i, %j] : memref<3x4xf32, contiguous<2, offset: ?>>
    %0 = memref.load %m[%j, %i] : memref<3x4xf32, contiguous<[1, 0]>>
    %1 = memref.load %n[%j, %i] : memref<3x4xf32, contiguous<2, offset: ?>>
    %s = arith.addf %0, %1 : f32
    return %s : f32
  }
  // A contiguous memref as argument and result, and through a call.
  func.func @pass_through(%m: memref<?x8xf32, contiguous<[1, 0], offset: ?>>) -> memref<?x8xf32, contiguous<[1, 0], offset: ?>> {
    return %m : memref<?x8xf32, contiguous<[1, 0], offset: ?>>
  }
  func.func @call_pass_through(%m: memref<?x8xf32, contiguous<[1, 0], offset: ?>>, %i: index, %j: index) -> f32 {
    %r = call @pass_through(%m) : (memref<?x8xf32, contiguous<[1, 0], offset: ?>>) -> memref<?x8xf32, contiguous<[1, 0], offset: ?>>
    %d = memref.dim %r, %i : memref<?x8xf32, contiguous<[1, 0], offset: ?>>
    %0 = memref.load %r[%i, %j] : memref<?x8xf32, contiguous<[1, 0], offset: ?>>
    return %0 : f32
  }
  // Through an attribute alias and a type alias: off + i + 4*j.
  func.func @aliases(%m: memref<4x8xf32, #cm>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : !cm
    return %0 : f32
  }
}
