// From TargetLLVMIR.md, section "Address Computation": strided<[...], offset: ...> layouts; static strides and offsets are folded to constants, unit strides are not multiplied, zero offsets are not added, dynamic ones come from the descriptor
module {
  // Static offset 5, dynamic outer stride, unit inner stride.
  func.func @static_offset(%m: memref<4x?xf32, strided<[?, 1], offset: 5>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<4x?xf32, strided<[?, 1], offset: 5>>
    return %0 : f32
  }
  // Column-major: unit outer stride, dynamic inner stride, offset 0.
  func.func @column_major(%m: memref<?x?xf32, strided<[1, ?]>>, %i: index, %j: index) -> f32 {
    %0 = memref.load %m[%i, %j] : memref<?x?xf32, strided<[1, ?]>>
    return %0 : f32
  }
  // Everything static: 7 + 10*i + 2*j.
  func.func @all_static(%m: memref<3x5xi64, strided<[10, 2], offset: 7>>, %i: index, %j: index, %v: i64) {
    memref.store %v, %m[%i, %j] : memref<3x5xi64, strided<[10, 2], offset: 7>>
    return
  }
  // Everything dynamic.
  func.func @all_dynamic(%m: memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>, %i: index, %j: index, %k: index) -> f64 {
    %0 = memref.load %m[%i, %j, %k] : memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>
    return %0 : f64
  }
  // The older `offset: ?, strides: [...]` spelling of strided<[?, 1], offset: ?>.
  func.func @old_spelling(%m: memref<?x?xf32, offset: ?, strides: [?, 1]>, %i: index, %j: index, %v: f32) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32, offset: ?, strides: [?, 1]>
    return
  }
  // Rank 0: a dynamic offset comes from the descriptor, a static one is a constant.
  func.func @rank0_offsets(%m: memref<f32, strided<[], offset: ?>>, %n: memref<f32, strided<[], offset: 3>>) -> f32 {
    %a = memref.load %m[] : memref<f32, strided<[], offset: ?>>
    %b = memref.load %n[] : memref<f32, strided<[], offset: 3>>
    %s = arith.addf %a, %b : f32
    return %s : f32
  }
}
