// memref.transpose and memref.memory_space_cast: a map that is not a
// permutation, a result that is not the source transposed, unranked
// memrefs, another layout; each function has one error
func.func @not_perm(%m: memref<2x3xf32>) {
  %t = memref.transpose %m (i, j) -> (i, i) : memref<2x3xf32> to memref<2x3xf32>
  return
}
func.func @unknown_dim(%m: memref<2x3xf32>) {
  %t = memref.transpose %m (i, j) -> (j, k) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}
func.func @wrong_count(%m: memref<2x3xf32>) {
  %t = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}
func.func @wrong_strides(%m: memref<2x3xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}
func.func @wrong_shape(%m: memref<2x3xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<2x3xf32, strided<[1, 3]>>
  return
}
func.func @generic_map(%m: memref<2x3xf32>) {
  %t = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1 + 1, d0)>}> : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return
}
func.func @generic_none(%m: memref<2x3xf32>) {
  %t = "memref.transpose"(%m) : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return
}
func.func @unranked_t(%m: memref<*xf32>) {
  %t = "memref.transpose"(%m) <{permutation = affine_map<(d0) -> (d0)>}> : (memref<*xf32>) -> memref<*xf32>
  return
}
func.func @space_unranked(%m: memref<*xf32, 1>) {
  %t = memref.memory_space_cast %m : memref<*xf32, 1> to memref<*xf32>
  return
}
func.func @space_layout(%m: memref<4xf32, 1>) {
  %t = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, strided<[2]>>
  return
}
func.func @space_elem(%m: memref<4xf32, 1>) {
  %t = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xi32>
  return
}
