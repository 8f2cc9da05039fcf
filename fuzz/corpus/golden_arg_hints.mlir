// ir2ll-args: --use-bare-ptr-memref-call-conv
// Argument and result attributes that are hints to LLVM, printed as MLIR
// 22 prints them: on a memref passed as one pointer (bare pointers), a
// function value and scalars; noundef on a result
func.func @copy(%dst: memref<16xf32> {llvm.noalias, llvm.writeonly, llvm.align = 64 : i64},
                %src: memref<16xf32> {llvm.noalias, llvm.readonly, llvm.nonnull, llvm.dereferenceable = 64 : i64, llvm.nofree},
                %n: index {llvm.noundef, llvm.inreg}) -> (i32 {llvm.noundef}) {
  %c0 = arith.constant 0 : index
  %v = memref.load %src[%c0] : memref<16xf32>
  memref.store %v, %dst[%c0] : memref<16xf32>
  %r = arith.constant 0 : i32
  return %r : i32
}
func.func private @ext(memref<4xi8> {llvm.noalias}, (i32) -> i32 {llvm.nonnull}, f32 {llvm.noundef}) -> (f64 {llvm.noundef})
func.func @call(%m: memref<4xi8>, %f: (i32) -> i32, %x: f32) -> f64 {
  %r = func.call @ext(%m, %f, %x) : (memref<4xi8>, (i32) -> i32, f32) -> f64
  return %r : f64
}
