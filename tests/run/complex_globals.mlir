// memref.global of complex numbers: dense lists, a splat, and the hex form
// mlir-opt prints for more than 100 elements (run through it: the same)
memref.global "private" constant @list : memref<2x2xcomplex<f32>> = dense<[[(1.0, 2.0), (3.0, -4.0)], [(-0.0, 1.0e10), (0.1, 7.0)]]>
memref.global "private" constant @splat : memref<3xcomplex<f64>> = dense<(1.500000e+00,-2.000000e+00)>
memref.global "private" constant @many : memref<120xcomplex<f32>> = dense<[(0.5, -0.25), (1.5, -1.25), (2.5, -2.25), (3.5, -3.25), (4.5, -4.25), (5.5, -5.25), (6.5, -6.25), (7.5, -7.25), (8.5, -8.25), (9.5, -9.25), (10.5, -10.25), (11.5, -11.25), (12.5, -12.25), (13.5, -13.25), (14.5, -14.25), (15.5, -15.25), (16.5, -16.25), (17.5, -17.25), (18.5, -18.25), (19.5, -19.25), (20.5, -20.25), (21.5, -21.25), (22.5, -22.25), (23.5, -23.25), (24.5, -24.25), (25.5, -25.25), (26.5, -26.25), (27.5, -27.25), (28.5, -28.25), (29.5, -29.25), (30.5, -30.25), (31.5, -31.25), (32.5, -32.25), (33.5, -33.25), (34.5, -34.25), (35.5, -35.25), (36.5, -36.25), (37.5, -37.25), (38.5, -38.25), (39.5, -39.25), (40.5, -40.25), (41.5, -41.25), (42.5, -42.25), (43.5, -43.25), (44.5, -44.25), (45.5, -45.25), (46.5, -46.25), (47.5, -47.25), (48.5, -48.25), (49.5, -49.25), (50.5, -50.25), (51.5, -51.25), (52.5, -52.25), (53.5, -53.25), (54.5, -54.25), (55.5, -55.25), (56.5, -56.25), (57.5, -57.25), (58.5, -58.25), (59.5, -59.25), (60.5, -60.25), (61.5, -61.25), (62.5, -62.25), (63.5, -63.25), (64.5, -64.25), (65.5, -65.25), (66.5, -66.25), (67.5, -67.25), (68.5, -68.25), (69.5, -69.25), (70.5, -70.25), (71.5, -71.25), (72.5, -72.25), (73.5, -73.25), (74.5, -74.25), (75.5, -75.25), (76.5, -76.25), (77.5, -77.25), (78.5, -78.25), (79.5, -79.25), (80.5, -80.25), (81.5, -81.25), (82.5, -82.25), (83.5, -83.25), (84.5, -84.25), (85.5, -85.25), (86.5, -86.25), (87.5, -87.25), (88.5, -88.25), (89.5, -89.25), (90.5, -90.25), (91.5, -91.25), (92.5, -92.25), (93.5, -93.25), (94.5, -94.25), (95.5, -95.25), (96.5, -96.25), (97.5, -97.25), (98.5, -98.25), (99.5, -99.25), (100.5, -100.25), (101.5, -101.25), (102.5, -102.25), (103.5, -103.25), (104.5, -104.25), (105.5, -105.25), (106.5, -106.25), (107.5, -107.25), (108.5, -108.25), (109.5, -109.25), (110.5, -110.25), (111.5, -111.25), (112.5, -112.25), (113.5, -113.25), (114.5, -114.25), (115.5, -115.25), (116.5, -116.25), (117.5, -117.25), (118.5, -118.25), (119.5, -119.25)]>
memref.global @var : memref<2xcomplex<f64>> = dense<[(0.0, 0.0), (5.0, 6.0)]>
func.func @list_part(%i: index, %j: index, %part: i1) -> f32 {
  %m = memref.get_global @list : memref<2x2xcomplex<f32>>
  %v = memref.load %m[%i, %j] : memref<2x2xcomplex<f32>>
  %re = complex.re %v : complex<f32>
  %im = complex.im %v : complex<f32>
  %r = arith.select %part, %im, %re : f32
  return %r : f32
}
func.func @splat_sum() -> f64 {
  %m = memref.get_global @splat : memref<3xcomplex<f64>>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %m[%c0] : memref<3xcomplex<f64>>
  %b = memref.load %m[%c2] : memref<3xcomplex<f64>>
  %s = complex.add %a, %b : complex<f64>
  %re = complex.re %s : complex<f64>
  %im = complex.im %s : complex<f64>
  %t = arith.mulf %re, %im : f64
  return %t : f64
}
func.func @many_sum(%part: i1) -> f32 {
  %m = memref.get_global @many : memref<120xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 120 : index
  %z = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z, %y = %z) -> (f32, f32) {
    %v = memref.load %m[%i] : memref<120xcomplex<f32>>
    %re = complex.re %v : complex<f32>
    %im = complex.im %v : complex<f32>
    %x2 = arith.addf %x, %re : f32
    %y2 = arith.addf %y, %im : f32
    scf.yield %x2, %y2 : f32, f32
  }
  %s = arith.select %part, %r#1, %r#0 : f32
  return %s : f32
}
func.func @bump(%k: f64) -> f64 {
  %m = memref.get_global @var : memref<2xcomplex<f64>>
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<2xcomplex<f64>>
  %d = complex.create %k, %k : complex<f64>
  %w = complex.mul %v, %d : complex<f64>
  memref.store %w, %m[%c1] : memref<2xcomplex<f64>>
  %u = memref.load %m[%c1] : memref<2xcomplex<f64>>
  %im = complex.im %u : complex<f64>
  return %im : f64
}
