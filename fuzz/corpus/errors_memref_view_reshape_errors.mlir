func.func @view_source(%b: memref<?xi16>, %s: index) -> memref<4xf32> {
  %v = memref.view %b[%s][] : memref<?xi16> to memref<4xf32>
  return %v : memref<4xf32>
}
func.func @view_source_rank(%b: memref<2x8xi8>, %s: index) -> memref<4xf32> {
  %v = memref.view %b[%s][] : memref<2x8xi8> to memref<4xf32>
  return %v : memref<4xf32>
}
func.func @view_layout(%b: memref<?xi8>, %s: index) -> memref<4xf32, strided<[2]>> {
  %v = memref.view %b[%s][] : memref<?xi8> to memref<4xf32, strided<[2]>>
  return %v : memref<4xf32, strided<[2]>>
}
func.func @view_space(%b: memref<?xi8>, %s: index) -> memref<4xf32, 1> {
  %v = memref.view %b[%s][] : memref<?xi8> to memref<4xf32, 1>
  return %v : memref<4xf32, 1>
}
func.func @view_sizes(%b: memref<?xi8>, %s: index, %n: index) -> memref<?x?xf32> {
  %v = memref.view %b[%s][%n] : memref<?xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}
func.func @view_shift_type(%b: memref<?xi8>, %s: i64) -> memref<4xf32> {
  %v = "memref.view"(%b, %s) : (memref<?xi8>, i64) -> memref<4xf32>
  return %v : memref<4xf32>
}
func.func @view_generic_count(%b: memref<?xi8>) -> memref<4xf32> {
  %v = "memref.view"(%b) : (memref<?xi8>) -> memref<4xf32>
  return %v : memref<4xf32>
}
func.func @reshape_length(%m: memref<12xf32>, %s: memref<3xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<3xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @reshape_dynamic_length(%m: memref<12xf32>, %s: memref<?xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<?xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @reshape_source_layout(%m: memref<12xf32, strided<[2]>>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<12xf32, strided<[2]>>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @reshape_result_layout(%m: memref<12xf32>, %s: memref<2xindex>) -> memref<?x?xf32, strided<[?, 1]>> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32, strided<[?, 1]>>
  return %r : memref<?x?xf32, strided<[?, 1]>>
}
func.func @reshape_element(%m: memref<12xf32>, %s: memref<2xindex>) -> memref<?x?xi32> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xi32>
  return %r : memref<?x?xi32>
}
func.func @reshape_space(%m: memref<12xf32>, %s: memref<2xindex>) -> memref<?x?xf32, 1> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32, 1>
  return %r : memref<?x?xf32, 1>
}
func.func @reshape_shape_type(%m: memref<12xf32>, %s: memref<2xf32>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<12xf32>, memref<2xf32>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @reshape_type(%m: memref<12xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<12xf32>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @reshape_generic_count(%m: memref<12xf32>) -> memref<12xf32> {
  %r = "memref.reshape"(%m) : (memref<12xf32>) -> memref<12xf32>
  return %r : memref<12xf32>
}
