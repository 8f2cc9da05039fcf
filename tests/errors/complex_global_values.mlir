// the values of a memref.global of complex numbers: (re, im) pairs of
// float literals, one per element or one splat
memref.global @a : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), 3.0]>
memref.global @b : memref<2xcomplex<f32>> = dense<(1, 2)>
memref.global @c : memref<2xcomplex<f64>> = dense<1.0>
memref.global @d : memref<2xcomplex<f32>> = dense<[(1.0, 2.0)]>
memref.global @e : memref<2xf32> = dense<[(1.0, 2.0), (3.0, 4.0)]>
