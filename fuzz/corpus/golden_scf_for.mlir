// From TargetLLVMIR.md, section "Conversion to the LLVM Dialect": progressive lowering of scf.for (scf -> cf -> llvm); a loop with iter_args summing a memref<?xf32> and a nested loop nest storing into a memref<?x?xf32>
module {
  func.func @sum(%m: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %m, %c0 : memref<?xf32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %m[%i] : memref<?xf32>
      %acc1 = arith.addf %acc, %x : f32
      scf.yield %acc1 : f32
    }
    return %r : f32
  }
  func.func @fill(%m: memref<?x?xf32>, %v: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    scf.for %i = %c0 to %rows step %c1 {
      scf.for %j = %c0 to %cols step %c2 {
        memref.store %v, %m[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }
  // An i32 induction variable and two loop-carried values.
  func.func @fib(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a, %b = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0, %y = %c1) -> (i32, i32) : i32 {
      %s = arith.addi %x, %y : i32
      scf.yield %y, %s : i32, i32
    }
    return %a : i32
  }
}
