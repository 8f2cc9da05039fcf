func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, zero>}> : (index) -> memref<?xf32>
  return
}
