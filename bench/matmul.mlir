// C += A * B on dynamically sized row-major matrices, with a C interface.
//   ir2ll examples/matmul.mlir -o matmul.ll && clang -O2 -c matmul.ll
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %n = memref.dim %B, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %init = memref.load %C[%i, %j] : memref<?x?xf32>
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %init) -> (f32) {
        %a = memref.load %A[%i, %p] : memref<?x?xf32>
        %b = memref.load %B[%p, %j] : memref<?x?xf32>
        %prod = arith.mulf %a, %b : f32
        %next = arith.addf %acc, %prod : f32
        scf.yield %next : f32
      }
      memref.store %sum, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
