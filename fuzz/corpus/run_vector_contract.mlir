// vector.contract of kind add, element by element, each sum in the order
// of MLIR 22's dot lowering: matrix-matrix and matrix-vector products (of
// any transposition) from zero, then the accumulator added; other shapes
// (a dot product, iterators in another order, two reductions) onto the
// accumulator product by product; a batch unrolled first. Operands come
// from memory, results go there; floats whose sums depend on the order.
#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @mm(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %x = vector.transfer_read %a[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x3xf32>, vector<2x3xf32>
  %y = vector.transfer_read %b[%c0, %c0], %z {in_bounds = [true, true]} : memref<3x4xf32>, vector<3x4xf32>
  %acc = vector.transfer_read %c[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x4xf32>, vector<2x4xf32>
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<2x4xf32>
  return
}
// the transposed forms: (k, m) x (n, k) into (n, m)
func.func @mm_t(%a: memref<3x2xf32>, %b: memref<4x3xf32>, %c: memref<4x2xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %x = vector.transfer_read %a[%c0, %c0], %z {in_bounds = [true, true]} : memref<3x2xf32>, vector<3x2xf32>
  %y = vector.transfer_read %b[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x3xf32>, vector<4x3xf32>
  %acc = vector.transfer_read %c[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x2xf32>, vector<4x2xf32>
  %r = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<3x2xf32>, vector<4x3xf32> into vector<4x2xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, memref<4x2xf32>
  return
}
// matrix times vector, vector times matrix (in f64), and a dot product
func.func @mv(%a: memref<2x3xf64>, %v: memref<3xf64>, %w: memref<2xf64>, %c: memref<2xf64>, %d: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %x = vector.transfer_read %a[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x3xf64>, vector<2x3xf64>
  %y = vector.load %v[%c0] : memref<3xf64>, vector<3xf64>
  %u = vector.load %w[%c0] : memref<2xf64>, vector<2xf64>
  %acc = vector.load %c[%c0] : memref<2xf64>, vector<2xf64>
  %acc3 = vector.load %d[%c0] : memref<3xf64>, vector<3xf64>
  %r = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<2x3xf64>, vector<3xf64> into vector<2xf64>
  vector.store %r, %c[%c0] : memref<2xf64>, vector<2xf64>
  %s = vector.contract {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (n, m)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %u, %x, %acc3 : vector<2xf64>, vector<2x3xf64> into vector<3xf64>
  vector.store %s, %d[%c0] : memref<3xf64>, vector<3xf64>
  %one = arith.constant 1.0 : f64
  %dot = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %y, %y, %one : vector<3xf64>, vector<3xf64> into f64
  return %dot : f64
}
// a batch of two matrix products: the batch unrolled, then each as mm
func.func @batch(%a: memref<2x2x3xf32>, %b: memref<2x3x2xf32>, %c: memref<2x2x2xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %x = vector.transfer_read %a[%c0, %c0, %c0], %z {in_bounds = [true, true, true]} : memref<2x2x3xf32>, vector<2x2x3xf32>
  %y = vector.transfer_read %b[%c0, %c0, %c0], %z {in_bounds = [true, true, true]} : memref<2x3x2xf32>, vector<2x3x2xf32>
  %acc = vector.transfer_read %c[%c0, %c0, %c0], %z {in_bounds = [true, true, true]} : memref<2x2x2xf32>, vector<2x2x2xf32>
  %r = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  vector.transfer_write %r, %c[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x2x2xf32>, memref<2x2x2xf32>
  return
}
// the iterators (m, k, n): not the dot lowering's; and two reductions
// (m, k, l), in the generic form
func.func @other(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>, %t: memref<2x2x3xf32>, %e: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %x = vector.transfer_read %a[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x3xf32>, vector<2x3xf32>
  %y = vector.transfer_read %b[%c0, %c0], %z {in_bounds = [true, true]} : memref<3x4xf32>, vector<3x4xf32>
  %acc = vector.transfer_read %c[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x4xf32>, vector<2x4xf32>
  %r = vector.contract {indexing_maps = [affine_map<(m, k, n) -> (m, k)>, affine_map<(m, k, n) -> (k, n)>, affine_map<(m, k, n) -> (m, n)>], iterator_types = ["parallel", "reduction", "parallel"], kind = #vector.kind<add>} %x, %y, %acc : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, memref<2x4xf32>
  %u = vector.transfer_read %t[%c0, %c0, %c0], %z {in_bounds = [true, true, true]} : memref<2x2x3xf32>, vector<2x2x3xf32>
  %w = vector.transfer_read %a[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x3xf32>, vector<2x3xf32>
  %acc2 = vector.load %e[%c0] : memref<2xf32>, vector<2xf32>
  %s = "vector.contract"(%u, %w, %acc2) <{indexing_maps = [affine_map<(m, k, l) -> (m, k, l)>, affine_map<(m, k, l) -> (k, l)>, affine_map<(m, k, l) -> (m)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x2x3xf32>, vector<2x3xf32>, vector<2xf32>) -> vector<2xf32>
  vector.store %s, %e[%c0] : memref<2xf32>, vector<2xf32>
  return
}
// integers: i8 with wraparound; the attributes as an alias
#matmul = {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @ints(%a: memref<2x3xi8>, %b: memref<3x2xi8>, %c: memref<2x2xi8>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i8
  %x = vector.transfer_read %a[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x3xi8>, vector<2x3xi8>
  %y = vector.transfer_read %b[%c0, %c0], %z {in_bounds = [true, true]} : memref<3x2xi8>, vector<3x2xi8>
  %acc = vector.transfer_read %c[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x2xi8>, vector<2x2xi8>
  %r = vector.contract #matmul %x, %y, %acc : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi8>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<2x2xi8>, memref<2x2xi8>
  return
}
