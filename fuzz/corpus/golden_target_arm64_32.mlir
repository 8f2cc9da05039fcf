// ir2ll-args: --target=arm64_32-apple-watchos
// arm64_32 is a 64-bit architecture with 32-bit pointers: index is i32,
// and malloc takes an i32.
func.func @make(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
