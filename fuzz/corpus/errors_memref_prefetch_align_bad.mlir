// memref.prefetch with a bad hint, index count; assume_alignment not a
// power of 2
func.func @hint(%m: memref<?xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<4>, data : memref<?xf32>
  return
}
func.func @rw(%m: memref<?xf32>, %i: index) {
  memref.prefetch %m[%i], readwrite, locality<1>, data : memref<?xf32>
  return
}
func.func @count(%m: memref<?x?xf32>, %i: index) {
  memref.prefetch %m[%i], write, locality<1>, instr : memref<?x?xf32>
  return
}
func.func @align(%m: memref<?xf32>) -> memref<?xf32> {
  %r = memref.assume_alignment %m, 12 : memref<?xf32>
  return %r : memref<?xf32>
}
