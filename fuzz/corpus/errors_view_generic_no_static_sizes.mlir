func.func @f(%m: memref<8xf32>) {
  %s = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  return
}
