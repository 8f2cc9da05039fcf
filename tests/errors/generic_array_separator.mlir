func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1 0>}> : (index) -> memref<?xf32>
  return
}
