func.func @f(%m: memref<?xf32>) {
  %e = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 3>}> : (memref<?xf32>) -> memref<?x3xf32>
  return
}
