// arith.bitcast between memrefs of elements of the same width: the same
// buffer, its elements read as the other type
func.func @float_bits(%m: memref<?xf32>, %i: index) -> i32 {
  %b = arith.bitcast %m : memref<?xf32> to memref<?xi32>
  %v = memref.load %b[%i] : memref<?xi32>
  return %v : i32
}
// a strided view, and a store through the bitcast
func.func @set_bits(%m: memref<2x3xi64, strided<[6, 2], offset: 1>>, %i: index, %j: index, %v: f64) {
  %b = arith.bitcast %m : memref<2x3xi64, strided<[6, 2], offset: 1>> to memref<2x3xf64, strided<[6, 2], offset: 1>>
  memref.store %v, %b[%i, %j] : memref<2x3xf64, strided<[6, 2], offset: 1>>
  return
}
// half floats as their bits
func.func @half_bits(%m: memref<4xf16>) -> i16 {
  %b = arith.bitcast %m : memref<4xf16> to memref<4xi16>
  %c2 = arith.constant 2 : index
  %v = memref.load %b[%c2] : memref<4xi16>
  return %v : i16
}
func.func @roundtrip() -> f32 {
  %a = memref.alloca() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %k = arith.constant 1078530011 : i32
  memref.store %k, %a[%c0] : memref<2xi32>
  %f = arith.bitcast %a : memref<2xi32> to memref<2xf32>
  %v = memref.load %f[%c0] : memref<2xf32>
  return %v : f32
}
