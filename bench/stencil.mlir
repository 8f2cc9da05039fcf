// A 5-point stencil over the interior of an n x m grid, with the C interface.
func.func @stencil(%in: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %quarter = arith.constant 2.500000e-01 : f64
  %n = memref.dim %in, %c0 : memref<?x?xf64>
  %m = memref.dim %in, %c1 : memref<?x?xf64>
  %n1 = arith.subi %n, %c1 : index
  %m1 = arith.subi %m, %c1 : index
  scf.for %i = %c1 to %n1 step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %m1 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %in[%im, %j] : memref<?x?xf64>
      %b = memref.load %in[%ip, %j] : memref<?x?xf64>
      %c = memref.load %in[%i, %jm] : memref<?x?xf64>
      %d = memref.load %in[%i, %jp] : memref<?x?xf64>
      %ab = arith.addf %a, %b : f64
      %cd = arith.addf %c, %d : f64
      %s = arith.addf %ab, %cd : f64
      %r = arith.mulf %s, %quarter : f64
      memref.store %r, %out[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
