// ir2ll-args: --use-bare-ptr-memref-call-conv
// Under the bare-pointer convention a memref crosses a function boundary
// only with a static shape, strides and offset.
func.func @dyn_size(%a: memref<?xf32>) {
  return
}
func.func @dyn_stride(%a: memref<4xf32, strided<[?]>>) {
  return
}
func.func @dyn_offset(%a: memref<4xf32, strided<[1], offset: ?>>) {
  return
}
func.func @unranked_result(%a: memref<4xf32>) -> memref<*xf32> {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
func.func private @decl(i32, memref<2x?xi8>)
func.func @indirect(%f: (memref<?xf32>) -> (), %a: memref<?xf32, 1>) {
  return
}
func.func @indirect_call(%f: (memref<?xf32>) -> ()) {
  %m = memref.alloca() : memref<3xf32>
  %d = memref.cast %m : memref<3xf32> to memref<?xf32>
  call_indirect %f(%d) : (memref<?xf32>) -> ()
  return
}
func.func @c_interface(%a: memref<4xf32>) attributes {llvm.emit_c_interface} {
  return
}
func.func private @c_decl(memref<4xf32>) attributes {llvm.emit_c_interface}
func.func @fine(%a: memref<4x4xf32, strided<[8, 1], offset: 2>>, %b: memref<f32>, %c: index) -> memref<2xi1> {
  %m = memref.alloc() : memref<2xi1>
  return %m : memref<2xi1>
}
