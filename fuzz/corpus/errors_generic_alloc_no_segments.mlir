func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) : (index) -> memref<?xf32>
  return
}
