// ir2ll-args: --use-bare-ptr-memref-call-conv --emit-c-interface
// One pointer for each memref in a signature: the descriptor's fields are
// the pointer (allocated and aligned), the static offset, sizes and strides;
// the call passes the aligned pointer and the return the allocated one.
func.func private @ext(memref<2x2xi8, 1>, i32) -> (memref<2x2xi8, 1>, i32)

func.func @f(%a: memref<4x4xf32, strided<[8, 1], offset: 2>>, %b: memref<f32>, %c: index) -> memref<2xi1> {
  %c1 = arith.constant 1 : index
  %x = memref.load %a[%c1, %c] : memref<4x4xf32, strided<[8, 1], offset: 2>>
  memref.store %x, %b[] : memref<f32>
  %m = memref.alloc() {alignment = 64} : memref<2xi1>
  return %m : memref<2xi1>
}

func.func @g(%m: memref<2x2xi8, 1>) -> memref<2x2xi8, 1> {
  %k = arith.constant 7 : i32
  %r:2 = call @ext(%m, %k) : (memref<2x2xi8, 1>, i32) -> (memref<2x2xi8, 1>, i32)
  %c1 = arith.constant 1 : index
  %v = memref.load %r#0[%c1, %c1] : memref<2x2xi8, 1>
  memref.store %v, %m[%c1, %c1] : memref<2x2xi8, 1>
  return %r#0 : memref<2x2xi8, 1>
}
