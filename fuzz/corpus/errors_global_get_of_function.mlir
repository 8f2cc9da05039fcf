// memref.get_global of a function
func.func private @c()
func.func @f() -> memref<2xi32> {
  %0 = memref.get_global @c : memref<2xi32>
  return %0 : memref<2xi32>
}
