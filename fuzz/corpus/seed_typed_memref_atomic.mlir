// ir2ll-args: --llvm-version=14
// memref.atomic_rmw addf and addi in a loop, the old values summed (as
// sum * 100000 + sum); memref.assume_alignment's result used for the
// accesses; memref.prefetch (no effect on the values)
func.func @accumulate(%m: memref<?xf32>, %n: memref<?xi32>, %len: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m2 = memref.assume_alignment %m, 16 : memref<?xf32>
  %r:2 = scf.for %i = %c0 to %len step %c1 iter_args(%sf = %c0, %si = %c0) -> (index, index) {
    memref.prefetch %m2[%i], read, locality<3>, data : memref<?xf32>
    memref.prefetch %n[%i], write, locality<0>, data : memref<?xi32>
    %x = memref.load %m2[%c0] : memref<?xf32>
    %f = arith.index_cast %i : index to i32
    %ff = arith.sitofp %f : i32 to f32
    %o = memref.atomic_rmw addf %ff, %m2[%c0] : (f32, memref<?xf32>) -> f32
    %o2 = memref.atomic_rmw addi %f, %n[%c0] : (i32, memref<?xi32>) -> i32
    %a = arith.fptosi %o : f32 to i32
    %ai = arith.index_cast %a : i32 to index
    %bi = arith.index_cast %o2 : i32 to index
    %sf2 = arith.addi %sf, %ai : index
    %si2 = arith.addi %si, %bi : index
    scf.yield %sf2, %si2 : index, index
  }
  %k = arith.constant 100000 : index
  %hi = arith.muli %r#0, %k : index
  %both = arith.addi %hi, %r#1 : index
  return %both : index
}

// each kind once on element %i: the old value back, the new one in memory
func.func @kinds_f(%m: memref<?xf32>, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<?xf32>) -> f32
  %b = memref.atomic_rmw maxnumf %v, %m[%c1] : (f32, memref<?xf32>) -> f32
  %c = memref.atomic_rmw minnumf %v, %m[%c2] : (f32, memref<?xf32>) -> f32
  %d = memref.atomic_rmw maxnumf %v, %m[%c3] : (f32, memref<?xf32>) -> f32
  %e = memref.atomic_rmw minnumf %v, %m[%c4] : (f32, memref<?xf32>) -> f32
  %f = memref.atomic_rmw assign %v, %m[%c5] : (f32, memref<?xf32>) -> f32
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %s1, %c : f32
  %s3 = arith.addf %s2, %d : f32
  %s4 = arith.addf %s3, %e : f32
  %s5 = arith.addf %s4, %f : f32
  memref.store %s5, %m[%c0] : memref<?xf32>
  return %m : memref<?xf32>
}

func.func @kinds_i(%n: memref<3x3xi32>, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.atomic_rmw addi %w, %n[%c0, %c0] : (i32, memref<3x3xi32>) -> i32
  %b = memref.atomic_rmw assign %w, %n[%c0, %c1] : (i32, memref<3x3xi32>) -> i32
  %c = memref.atomic_rmw maxs %w, %n[%c0, %c2] : (i32, memref<3x3xi32>) -> i32
  %d = memref.atomic_rmw maxu %w, %n[%c1, %c0] : (i32, memref<3x3xi32>) -> i32
  %e = memref.atomic_rmw mins %w, %n[%c1, %c1] : (i32, memref<3x3xi32>) -> i32
  %f = memref.atomic_rmw minu %w, %n[%c1, %c2] : (i32, memref<3x3xi32>) -> i32
  %g = memref.atomic_rmw ori %w, %n[%c2, %c0] : (i32, memref<3x3xi32>) -> i32
  %h = memref.atomic_rmw andi %w, %n[%c2, %c1] : (i32, memref<3x3xi32>) -> i32
  %k = memref.atomic_rmw xori %w, %n[%c2, %c2] : (i32, memref<3x3xi32>) -> i32
  %s1 = arith.xori %a, %b : i32
  %s2 = arith.addi %s1, %c : i32
  %s3 = arith.addi %s2, %d : i32
  %s4 = arith.addi %s3, %e : i32
  %s5 = arith.addi %s4, %f : i32
  %s6 = arith.addi %s5, %g : i32
  %s7 = arith.addi %s6, %h : i32
  %s8 = arith.addi %s7, %k : i32
  return %s8 : i32
}
