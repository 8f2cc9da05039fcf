// a global called as a function
memref.global @c : memref<2xi32> = dense<[3, 4]>
func.func @f() {
  func.call @c() : () -> ()
  return
}
