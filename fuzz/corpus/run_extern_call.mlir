// Tests calls from MLIR to external C functions declared with func.func private (scalar args, a memref arg, no-result and multi-use calls).
module {
  func.func private @report(i32, i64, f64)
  func.func private @square_plus(i32, i32) -> i32
  func.func private @show_vec(memref<?xf32>)

  // calls report(i, i*i, i/2.0) for i in [0, n) and returns sum of square_plus(i, 1)
  func.func @drive(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %two = arith.constant 2.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %i64 = arith.extsi %i : i32 to i64
      %sq = arith.muli %i64, %i64 : i64
      %fi = arith.sitofp %i : i32 to f64
      %h = arith.divf %fi, %two : f64
      func.call @report(%i, %sq, %h) : (i32, i64, f64) -> ()
      %v = func.call @square_plus(%i, %c1) : (i32, i32) -> i32
      %a = arith.addi %acc, %v : i32
      scf.yield %a : i32
    }
    func.return %r : i32
  }

  // builds a memref<?xf32> of length n with v[i] = i * 1.5 and hands it to C
  func.func @make_and_show(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k = arith.constant 1.5 : f32
    %v = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %x = arith.mulf %f, %k : f32
      memref.store %x, %v[%i] : memref<?xf32>
    }
    func.call @show_vec(%v) : (memref<?xf32>) -> ()
    memref.dealloc %v : memref<?xf32>
    func.return
  }
}
