// memref.get_global at a type other than its global's, defined after the use
func.func @f() -> memref<2x2xi32> {
  %0 = memref.get_global @c : memref<2x2xi32>
  return %0 : memref<2x2xi32>
}
memref.global "private" constant @c : memref<4xi32> = dense<[1, 2, 3, 4]>
