// a contiguous memref passed where the callee takes the identity layout
func.func private @g(memref<4x8xf32>)
func.func @f(%m: memref<4x8xf32, contiguous<[0, 1]>>) {
  call @g(%m) : (memref<4x8xf32, contiguous<[0, 1]>>) -> ()
  return
}
