// a global with the name of a function
func.func @c() {
  return
}
memref.global @c : memref<2xi32> = dense<[3, 4]>
