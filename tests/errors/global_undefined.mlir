// memref.get_global of a global the module does not define
func.func @f() -> memref<4xf32> {
  %0 = memref.get_global @nowhere : memref<4xf32>
  return %0 : memref<4xf32>
}
