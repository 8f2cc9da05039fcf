// ir2ll-args: --target=i686-pc-linux-gnu --llvm-version=14
// The target triple gives 32-bit pointers, so index is i32.
func.func @get(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  return %v : f32
}
