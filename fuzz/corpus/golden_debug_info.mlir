// ir2ll-args: -g
// -g: each instruction at the line and column of its op; the lines of a
// loop's latch at its yield, or at the loop where the yield is implicit;
// a private function's subprogram is local to the unit; a quoted name
// keeps its quotes' escapes.
func.func private @scale(%x: f32, %s: f32) -> f32 {
  %r = arith.mulf %x, %s : f32
  return %r : f32
}

func.func @sum(%m: memref<?xf32>, %s: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = func.call @scale(%v, %s) : (f32, f32) -> f32
    %b = arith.addf %a, %w : f32
    scf.yield %b : f32
  }
  return %acc : f32
}

func.func @"fill \22all\22"(%m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  cf.br ^bb1(%n : index)
^bb1(%k: index):
  %z = arith.cmpi eq, %k, %c0 : index
  cf.cond_br %z, ^bb2, ^bb2
^bb2:
  return
}
