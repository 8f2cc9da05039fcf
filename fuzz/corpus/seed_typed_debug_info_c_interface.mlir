// ir2ll-args: -g --emit-c-interface --llvm-version=14
// -g changes no result: loops, calls, branches and the C interface with
// debug info, at -O0 and -O2.
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

func.func @fill(%m: memref<?xf32>, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %x = arith.addf %g, %v : f32
    memref.store %x, %m[%i] : memref<?xf32>
  }
  cf.br ^bb1(%n : index)
^bb1(%k: index):
  %z = arith.cmpi eq, %k, %c0 : index
  cf.cond_br %z, ^bb2(%c0 : index), ^bb2(%k : index)
^bb2(%r: index):
  return %r : index
}
