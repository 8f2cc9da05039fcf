// complex.exp, log, angle and sign on complex<f64>, complex<f32> and
// complex<f16>, sin, cos, log1p and sqrt on the first two, element by element over memrefs: ordinary values, zeros,
// large real parts (exp's halved exponent), infinities and NaN.
module {
  // out[i, 0..7] = exp(x[i]), log(x[i]), (angle(x[i]), 0), sign(x[i]), sin(x[i]),
  // cos(x[i]), log1p(x[i]), sqrt(x[i])
  func.func @funcs64(%x: memref<?xcomplex<f64>>, %out: memref<?x8xcomplex<f64>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %zero = arith.constant 0.0 : f64
    %n = memref.dim %x, %c0 : memref<?xcomplex<f64>>
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.load %x[%i] : memref<?xcomplex<f64>>
      %e = complex.exp %a : complex<f64>
      %l = complex.log %a : complex<f64>
      %g = complex.angle %a : complex<f64>
      %gc = complex.create %g, %zero : complex<f64>
      %s = complex.sign %a : complex<f64>
      memref.store %e, %out[%i, %c0] : memref<?x8xcomplex<f64>>
      memref.store %l, %out[%i, %c1] : memref<?x8xcomplex<f64>>
      memref.store %gc, %out[%i, %c2] : memref<?x8xcomplex<f64>>
      memref.store %s, %out[%i, %c3] : memref<?x8xcomplex<f64>>
      %sn = complex.sin %a : complex<f64>
      %cs = complex.cos %a : complex<f64>
      %lp = complex.log1p %a : complex<f64>
      memref.store %sn, %out[%i, %c4] : memref<?x8xcomplex<f64>>
      memref.store %cs, %out[%i, %c5] : memref<?x8xcomplex<f64>>
      memref.store %lp, %out[%i, %c6] : memref<?x8xcomplex<f64>>
      %sq = complex.sqrt %a : complex<f64>
      memref.store %sq, %out[%i, %c7] : memref<?x8xcomplex<f64>>
    }
    return
  }

  // the same on complex<f32>, with fastmath flags that keep these results
  func.func @funcs32(%x: memref<?xcomplex<f32>>, %out: memref<?x8xcomplex<f32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %x, %c0 : memref<?xcomplex<f32>>
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.load %x[%i] : memref<?xcomplex<f32>>
      %e = complex.exp %a fastmath<nsz> : complex<f32>
      %l = complex.log %a : complex<f32>
      %g = complex.angle %a : complex<f32>
      %gc = complex.create %g, %zero : complex<f32>
      %s = complex.sign %a : complex<f32>
      memref.store %e, %out[%i, %c0] : memref<?x8xcomplex<f32>>
      memref.store %l, %out[%i, %c1] : memref<?x8xcomplex<f32>>
      memref.store %gc, %out[%i, %c2] : memref<?x8xcomplex<f32>>
      memref.store %s, %out[%i, %c3] : memref<?x8xcomplex<f32>>
      %sn = complex.sin %a fastmath<nsz> : complex<f32>
      %cs = complex.cos %a : complex<f32>
      %lp = complex.log1p %a fastmath<nsz> : complex<f32>
      memref.store %sn, %out[%i, %c4] : memref<?x8xcomplex<f32>>
      memref.store %cs, %out[%i, %c5] : memref<?x8xcomplex<f32>>
      memref.store %lp, %out[%i, %c6] : memref<?x8xcomplex<f32>>
      %sq = complex.sqrt %a fastmath<nsz> : complex<f32>
      memref.store %sq, %out[%i, %c7] : memref<?x8xcomplex<f32>>
    }
    return
  }

  // f16: widened from and narrowed to f32 around the ops
  func.func @funcs16(%x: memref<?xcomplex<f32>>, %out: memref<?x4xcomplex<f32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %x, %c0 : memref<?xcomplex<f32>>
    scf.for %i = %c0 to %n step %c1 {
      %w = memref.load %x[%i] : memref<?xcomplex<f32>>
      %wr = complex.re %w : complex<f32>
      %wi = complex.im %w : complex<f32>
      %hr = arith.truncf %wr : f32 to f16
      %hi = arith.truncf %wi : f32 to f16
      %a = complex.create %hr, %hi : complex<f16>
      %e = complex.exp %a : complex<f16>
      %l = complex.log %a : complex<f16>
      %g = complex.angle %a : complex<f16>
      %s = complex.sign %a : complex<f16>
      %er = complex.re %e : complex<f16>
      %ei = complex.im %e : complex<f16>
      %lr = complex.re %l : complex<f16>
      %li = complex.im %l : complex<f16>
      %sr = complex.re %s : complex<f16>
      %si = complex.im %s : complex<f16>
      %er32 = arith.extf %er : f16 to f32
      %ei32 = arith.extf %ei : f16 to f32
      %lr32 = arith.extf %lr : f16 to f32
      %li32 = arith.extf %li : f16 to f32
      %g32 = arith.extf %g : f16 to f32
      %sr32 = arith.extf %sr : f16 to f32
      %si32 = arith.extf %si : f16 to f32
      %e32 = complex.create %er32, %ei32 : complex<f32>
      %l32 = complex.create %lr32, %li32 : complex<f32>
      %gc = complex.create %g32, %zero : complex<f32>
      %s32 = complex.create %sr32, %si32 : complex<f32>
      memref.store %e32, %out[%i, %c0] : memref<?x4xcomplex<f32>>
      memref.store %l32, %out[%i, %c1] : memref<?x4xcomplex<f32>>
      memref.store %gc, %out[%i, %c2] : memref<?x4xcomplex<f32>>
      memref.store %s32, %out[%i, %c3] : memref<?x4xcomplex<f32>>
    }
    return
  }
}
