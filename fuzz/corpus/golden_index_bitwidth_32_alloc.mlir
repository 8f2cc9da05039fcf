// ir2ll-args: --index-bitwidth=32
// index is i32, but malloc still takes a 64-bit size_t on this 64-bit target.
func.func @make(%n: index) -> memref<?xf64> {
  %m = memref.alloc(%n) {alignment = 16} : memref<?xf64>
  return %m : memref<?xf64>
}
