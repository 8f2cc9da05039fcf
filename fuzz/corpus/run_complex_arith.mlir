// complex.add, sub, mul, div, neg and conj on complex<f64> and complex<f32>,
// element by element over memrefs of complex values, with the special
// cases of MLIR's 'improved' division: zero divisors, infinities, NaN.
module {
  // out[i, 0..5] = x[i] + y[i], x[i] - y[i], x[i] * y[i], x[i] / y[i], -x[i], conj(x[i])
  func.func @arith64(%x: memref<?xcomplex<f64>>, %y: memref<?xcomplex<f64>>, %out: memref<?x6xcomplex<f64>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %n = memref.dim %x, %c0 : memref<?xcomplex<f64>>
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.load %x[%i] : memref<?xcomplex<f64>>
      %b = memref.load %y[%i] : memref<?xcomplex<f64>>
      %s = complex.add %a, %b : complex<f64>
      %d = complex.sub %a, %b : complex<f64>
      %p = complex.mul %a, %b : complex<f64>
      %q = complex.div %a, %b : complex<f64>
      %m = complex.neg %a : complex<f64>
      %j = complex.conj %a : complex<f64>
      memref.store %s, %out[%i, %c0] : memref<?x6xcomplex<f64>>
      memref.store %d, %out[%i, %c1] : memref<?x6xcomplex<f64>>
      memref.store %p, %out[%i, %c2] : memref<?x6xcomplex<f64>>
      memref.store %q, %out[%i, %c3] : memref<?x6xcomplex<f64>>
      memref.store %m, %out[%i, %c4] : memref<?x6xcomplex<f64>>
      memref.store %j, %out[%i, %c5] : memref<?x6xcomplex<f64>>
    }
    return
  }

  // The same on complex<f32> (fastmath<none> spelled out once)
  func.func @arith32(%x: memref<?xcomplex<f32>>, %y: memref<?xcomplex<f32>>, %out: memref<?x6xcomplex<f32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %n = memref.dim %x, %c0 : memref<?xcomplex<f32>>
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.load %x[%i] : memref<?xcomplex<f32>>
      %b = memref.load %y[%i] : memref<?xcomplex<f32>>
      %s = complex.add %a, %b : complex<f32>
      %d = complex.sub %a, %b fastmath<none> : complex<f32>
      %p = complex.mul %a, %b : complex<f32>
      %q = complex.div %a, %b : complex<f32>
      %m = complex.neg %a : complex<f32>
      %j = complex.conj %a : complex<f32>
      memref.store %s, %out[%i, %c0] : memref<?x6xcomplex<f32>>
      memref.store %d, %out[%i, %c1] : memref<?x6xcomplex<f32>>
      memref.store %p, %out[%i, %c2] : memref<?x6xcomplex<f32>>
      memref.store %q, %out[%i, %c3] : memref<?x6xcomplex<f32>>
      memref.store %m, %out[%i, %c4] : memref<?x6xcomplex<f32>>
      memref.store %j, %out[%i, %c5] : memref<?x6xcomplex<f32>>
    }
    return
  }
}
