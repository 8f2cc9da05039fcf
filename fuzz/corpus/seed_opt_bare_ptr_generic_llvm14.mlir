// ir2ll-args: --use-bare-ptr-memref-call-conv --use-generic-functions --llvm-version=14
// The bare-pointer calling convention: each memref argument is one pointer,
// each memref result the returned buffer's pointer; inside, the descriptor
// is rebuilt from the type (sizes, strides, a static offset).

// out[i][j] = a[i][j] * s; returns out
func.func @scale(%a: memref<2x3xf32>, %s: f32, %out: memref<2x3xf32>) -> memref<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %a[%i, %j] : memref<2x3xf32>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %out[%i, %j] : memref<2x3xf32>
    }
  }
  return %out : memref<2x3xf32>
}

// the elements p[1], p[3], p[5]: a static offset and stride
func.func @strided_sum(%a: memref<3xi32, strided<[2], offset: 1>>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<3xi32, strided<[2], offset: 1>>
    %n = arith.addi %acc, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @rank0(%a: memref<f64>, %b: f64) -> f64 {
  %x = memref.load %a[] : memref<f64>
  %y = arith.addf %x, %b : f64
  memref.store %y, %a[] : memref<f64>
  return %x : f64
}

// a new buffer of 4 squares, and its length: two results
func.func @squares() -> (memref<4xi64>, i64) {
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %m[%i] : memref<4xi64>
  }
  %n = arith.constant 4 : i64
  return %m, %n : memref<4xi64>, i64
}

// calls: direct, and indirect through func.constant; the results' descriptors
// are rebuilt at the call site
func.func @twice(%a: memref<2x3xf32>, %tmp: memref<2x3xf32>, %out: memref<2x3xf32>) -> f32 {
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %t = call @scale(%a, %two, %tmp) : (memref<2x3xf32>, f32, memref<2x3xf32>) -> memref<2x3xf32>
  %f = constant @scale : (memref<2x3xf32>, f32, memref<2x3xf32>) -> memref<2x3xf32>
  %o = call_indirect %f(%t, %three, %out) : (memref<2x3xf32>, f32, memref<2x3xf32>) -> memref<2x3xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %o[%c1, %c2] : memref<2x3xf32>
  %m, %n = call @squares() : () -> (memref<4xi64>, i64)
  %c3 = arith.constant 3 : index
  %s = memref.load %m[%c3] : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  %sf = arith.sitofp %s : i64 to f32
  %r = arith.addf %x, %sf : f32
  return %r : f32
}
