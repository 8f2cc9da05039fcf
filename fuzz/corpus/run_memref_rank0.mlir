// Tests rank-0 memrefs: memref<f32> alloc/store/load/dealloc, memref<i32> alloca as a loop accumulator, and a memref<f64> argument from C (3 unbundled args).
module {
  func.func @rank0_f32(%x: f32) -> f32 {
    %m = memref.alloc() : memref<f32>
    memref.store %x, %m[] : memref<f32>
    %v = memref.load %m[] : memref<f32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %m[] : memref<f32>
    %r = memref.load %m[] : memref<f32>
    memref.dealloc %m : memref<f32>
    func.return %r : f32
  }

  // sum of cubes 1..n accumulated in a rank-0 alloca
  func.func @cubes(%n: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %acc = memref.alloca() : memref<i32>
    memref.store %z, %acc[] : memref<i32>
    %nn = arith.index_cast %n : i32 to index
    %ub = arith.addi %nn, %c1 : index
    scf.for %i = %c1 to %ub step %c1 {
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %cu = arith.muli %sq, %ii : i32
      %old = memref.load %acc[] : memref<i32>
      %new = arith.addi %old, %cu : i32
      memref.store %new, %acc[] : memref<i32>
    }
    %r = memref.load %acc[] : memref<i32>
    func.return %r : i32
  }

  // *p = *p * 2 + k ; returns the old value
  func.func @update(%p: memref<f64>, %k: f64) -> f64 {
    %old = memref.load %p[] : memref<f64>
    %two = arith.constant 2.0 : f64
    %d = arith.mulf %old, %two : f64
    %n = arith.addf %d, %k : f64
    memref.store %n, %p[] : memref<f64>
    func.return %old : f64
  }
}
