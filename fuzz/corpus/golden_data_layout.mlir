// ir2ll-args: --data-layout=e-m:e-p:32:32-i64:64-n32:64-S128 --target=riscv32-unknown-elf
// A data layout with 32-bit pointers, and a triple.
func.func @n(%m: memref<?xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xi8>
  return %d : index
}
