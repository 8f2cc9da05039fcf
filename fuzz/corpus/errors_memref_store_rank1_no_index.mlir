// a rank-1 memref stored with no index
func.func @f(%m: memref<?xf32, contiguous<1, offset: ?>>, %v: f32) {
  memref.store %v, %m[] : memref<?xf32, contiguous<1, offset: ?>>
  return
}
