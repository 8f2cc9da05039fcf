// complex values through memrefs (alloc, alloca, copy, subview, 2-D),
// calls (arguments, results, several results), block arguments and scf
// (for iter_args, if, while).
module {
  // z * z + c
  func.func private @step(%z: complex<f64>, %c: complex<f64>) -> complex<f64> {
    %sq = complex.mul %z, %z : complex<f64>
    %r = complex.add %sq, %c : complex<f64>
    return %r : complex<f64>
  }

  // the sum and the product of two values
  func.func private @sum_prod(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>) {
    %s = complex.add %a, %b : complex<f64>
    %p = complex.mul %a, %b : complex<f64>
    return %s, %p : complex<f64>, complex<f64>
  }

  // Mandelbrot iteration count of c = (re, im), at most %max: scf.while
  // carrying a complex value
  func.func @escape(%re: f64, %im: f64, %max: i32) -> i32 {
    %c = complex.create %re, %im : complex<f64>
    %z0 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %four = arith.constant 4.0 : f64
    %r:2 = scf.while (%z = %z0, %n = %zero) : (complex<f64>, i32) -> (complex<f64>, i32) {
      %zr = complex.re %z : complex<f64>
      %zi = complex.im %z : complex<f64>
      %rr = arith.mulf %zr, %zr : f64
      %ii = arith.mulf %zi, %zi : f64
      %m2 = arith.addf %rr, %ii : f64
      %inside = arith.cmpf ole, %m2, %four : f64
      %more = arith.cmpi slt, %n, %max : i32
      %go = arith.andi %inside, %more : i1
      scf.condition(%go) %z, %n : complex<f64>, i32
    } do {
    ^bb0(%z: complex<f64>, %n: i32):
      %z2 = func.call @step(%z, %c) : (complex<f64>, complex<f64>) -> complex<f64>
      %n2 = arith.addi %n, %one : i32
      scf.yield %z2, %n2 : complex<f64>, i32
    }
    return %r#1 : i32
  }

  // out[i] = prefix sums of x (scf.for iter_args), then each doubled
  // through a copy in an alloca'd buffer; the last out element gets the
  // product of all (cf blocks with a complex block argument)
  func.func @scan(%x: memref<?xcomplex<f32>>, %out: memref<?xcomplex<f32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %x, %c0 : memref<?xcomplex<f32>>
    %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
    %tmp = memref.alloc(%n) : memref<?xcomplex<f32>>
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (complex<f32>) {
      %v = memref.load %x[%i] : memref<?xcomplex<f32>>
      %s = complex.add %acc, %v : complex<f32>
      memref.store %s, %tmp[%i] : memref<?xcomplex<f32>>
      scf.yield %s : complex<f32>
    }
    memref.copy %tmp, %out : memref<?xcomplex<f32>> to memref<?xcomplex<f32>>
    memref.dealloc %tmp : memref<?xcomplex<f32>>
    %two = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %out[%i] : memref<?xcomplex<f32>>
      %d = complex.mul %v, %two : complex<f32>
      memref.store %d, %out[%i] : memref<?xcomplex<f32>>
    }
    %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
    cf.br ^loop(%c0, %one : index, complex<f32>)
  ^loop(%i: index, %p: complex<f32>):
    %more = arith.cmpi slt, %i, %n : index
    cf.cond_br %more, ^body, ^done(%p : complex<f32>)
  ^body:
    %v = memref.load %x[%i] : memref<?xcomplex<f32>>
    %p2 = complex.mul %p, %v : complex<f32>
    %i2 = arith.addi %i, %c1 : index
    cf.br ^loop(%i2, %p2 : index, complex<f32>)
  ^done(%prod: complex<f32>):
    %nm1 = arith.subi %n, %c1 : index
    memref.store %prod, %out[%nm1] : memref<?xcomplex<f32>>
    return
  }

  // a 3x4 matrix of complex<f64>: m[i][j] = (i + j i) in a static alloca,
  // then the row sums of a subview of columns 1..2, and for each row the
  // sum and product of its first two elements (a call of two results),
  // the sign of the real part choosing between them (scf.if)
  func.func @matrix(%out: memref<3x4xcomplex<f64>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %m = memref.alloca() : memref<3x4xcomplex<f64>>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %fi = arith.sitofp %ii : i64 to f64
        %fj = arith.sitofp %jj : i64 to f64
        %z = complex.create %fi, %fj : complex<f64>
        memref.store %z, %m[%i, %j] : memref<3x4xcomplex<f64>>
      }
    }
    %sv = memref.subview %m[0, 1] [3, 2] [1, 1] : memref<3x4xcomplex<f64>> to memref<3x2xcomplex<f64>, strided<[4, 1], offset: 1>>
    scf.for %i = %c0 to %c3 step %c1 {
      %a = memref.load %sv[%i, %c0] : memref<3x2xcomplex<f64>, strided<[4, 1], offset: 1>>
      %b = memref.load %sv[%i, %c1] : memref<3x2xcomplex<f64>, strided<[4, 1], offset: 1>>
      %s = complex.add %a, %b : complex<f64>
      memref.store %s, %out[%i, %c0] : memref<3x4xcomplex<f64>>
      %x = memref.load %m[%i, %c0] : memref<3x4xcomplex<f64>>
      %y = memref.load %m[%i, %c1] : memref<3x4xcomplex<f64>>
      %r:2 = func.call @sum_prod(%x, %y) : (complex<f64>, complex<f64>) -> (complex<f64>, complex<f64>)
      memref.store %r#0, %out[%i, %c1] : memref<3x4xcomplex<f64>>
      memref.store %r#1, %out[%i, %c2] : memref<3x4xcomplex<f64>>
      %re = complex.re %x : complex<f64>
      %zf = arith.constant 0.5 : f64
      %big = arith.cmpf ogt, %re, %zf : f64
      %pick = scf.if %big -> complex<f64> {
        scf.yield %r#1 : complex<f64>
      } else {
        %n = complex.neg %r#0 : complex<f64>
        scf.yield %n : complex<f64>
      }
      memref.store %pick, %out[%i, %c3] : memref<3x4xcomplex<f64>>
    }
    return
  }
}
