// memref.alloca_scope frees its allocas at its end: 20000 scopes of a
// 16 KiB alloca in a loop take 320 MB of stack without it (more than
// the usual 8 MiB); with and without results, in the generic form, and
// in an scf.if
func.func @sum_scoped(%iters: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %iters step %c1 iter_args(%acc = %zero) -> (f32) {
    %s = memref.alloca_scope -> (f32) {
      %m = memref.alloca(%n) : memref<?xf32>
      scf.for %j = %c0 to %n step %c1 {
        %ji = arith.index_cast %j : index to i32
        %jf = arith.sitofp %ji : i32 to f32
        memref.store %jf, %m[%j] : memref<?xf32>
      }
      %last = arith.subi %n, %c1 : index
      %first = memref.load %m[%c1] : memref<?xf32>
      %v = memref.load %m[%last] : memref<?xf32>
      %w = arith.addf %v, %first : f32
      memref.alloca_scope.return %w : f32
    }
    %a = arith.addf %acc, %s : f32
    scf.yield %a : f32
  }
  return %r : f32
}
// no results: the scope writes through a memref from outside it
func.func @fill(%out: memref<?xi64>, %iters: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %iters step %c1 {
    memref.alloca_scope {
      %tmp = memref.alloca() : memref<2048xi64>
      %ii = arith.index_cast %i : index to i64
      memref.store %ii, %tmp[%c1] : memref<2048xi64>
      %x = memref.load %tmp[%c1] : memref<2048xi64>
      %sq = arith.muli %x, %x : i64
      %k = arith.remui %i, %c1 : index
      memref.store %sq, %out[%k] : memref<?xi64>
    }
  }
  return
}
// the generic form, in an scf.if
func.func @maybe(%c: i1, %n: index) -> index {
  %r = scf.if %c -> (index) {
    %s = "memref.alloca_scope"() ({
      %m = memref.alloca(%n) : memref<?xindex>
      %c0 = arith.constant 0 : index
      memref.store %n, %m[%c0] : memref<?xindex>
      %v = memref.load %m[%c0] : memref<?xindex>
      %d = arith.addi %v, %v : index
      "memref.alloca_scope.return"(%d) : (index) -> ()
    }) : () -> index
    scf.yield %s : index
  } else {
    %z = arith.constant 7 : index
    scf.yield %z : index
  }
  return %r : index
}
