// memref.get_global at a type other than its global's (defined before)
memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @f() -> memref<4xf64> {
  %0 = memref.get_global @c : memref<4xf64>
  return %0 : memref<4xf64>
}
