// memref.copy with unranked operands: unranked to unranked, ranked to
// unranked and back, between layouts (a transposed view, a strided one)
func.func @u2u(%a: memref<2x3xf32>, %b: memref<3x2xf32, strided<[1, 3]>>) {
  %ua = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  %t = memref.reinterpret_cast %b to offset: [0], sizes: [2, 3], strides: [1, 2] : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32, strided<[1, 2]>>
  %ub = memref.cast %t : memref<2x3xf32, strided<[1, 2]>> to memref<*xf32>
  memref.copy %ua, %ub : memref<*xf32> to memref<*xf32>
  return
}
func.func @r2u(%a: memref<?x?xi64>, %b: memref<?x?xi64>) {
  %ub = memref.cast %b : memref<?x?xi64> to memref<*xi64>
  memref.copy %a, %ub : memref<?x?xi64> to memref<*xi64>
  return
}
func.func @u2r(%a: memref<?xf64>, %b: memref<3xf64, strided<[2], offset: 1>>) {
  %ua = memref.cast %a : memref<?xf64> to memref<*xf64>
  memref.copy %ua, %b : memref<*xf64> to memref<3xf64, strided<[2], offset: 1>>
  return
}
func.func @scalar(%a: memref<i32>, %b: memref<i32>) {
  %ua = memref.cast %a : memref<i32> to memref<*xi32>
  %ub = memref.cast %b : memref<i32> to memref<*xi32>
  memref.copy %ua, %ub : memref<*xi32> to memref<*xi32>
  return
}
