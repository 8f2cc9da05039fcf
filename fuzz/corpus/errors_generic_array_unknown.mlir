func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = sizes<i32: 1, 0>}> : (index) -> memref<?xf32>
  return
}
