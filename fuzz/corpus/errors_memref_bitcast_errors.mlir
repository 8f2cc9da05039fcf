// arith.bitcast of memrefs: ranked, of one shape, layout and memory space,
// elements of one width (index has none)
func.func @width(%a: memref<4xf32>) {
  %0 = arith.bitcast %a : memref<4xf32> to memref<4xi64>
  return
}
func.func @shape(%a: memref<4xf32>) {
  %0 = arith.bitcast %a : memref<4xf32> to memref<8xi32>
  return
}
func.func @layout(%b: memref<?xf32, strided<[2]>>) {
  %0 = arith.bitcast %b : memref<?xf32, strided<[2]>> to memref<?xi32>
  return
}
func.func @unranked(%u: memref<*xf32>) {
  %0 = arith.bitcast %u : memref<*xf32> to memref<*xi32>
  return
}
func.func @space(%a: memref<4xf32>) {
  %0 = arith.bitcast %a : memref<4xf32> to memref<4xi32, 1>
  return
}
func.func @index(%i: memref<4xindex>) {
  %0 = arith.bitcast %i : memref<4xindex> to memref<4xi64>
  return
}
func.func @vector(%a: memref<4xf32>) {
  %0 = arith.bitcast %a : memref<4xf32> to vector<4xi32>
  return
}
