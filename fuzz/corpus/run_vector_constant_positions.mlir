// vector.extract and vector.insert at positions given by index constants
// (arith.constant, index.constant) in leading dimensions, where an LLVM
// array takes constant positions: static positions, as MLIR 22's
// --convert-vector-to-llvm folds them; the innermost stays dynamic.
func.func @positions(%a: memref<12xi32>, %i: index, %o: memref<14xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = index.constant 2
  %vf = vector.load %a[%c0] : memref<12xi32>, vector<12xi32>
  %v = vector.shape_cast %vf : vector<12xi32> to vector<2x3x2xi32>
  %e = vector.extract %v[%c1, %c2, %i] : i32 from vector<2x3x2xi32>
  %row = vector.extract %v[%c0, %c1] : vector<2xi32> from vector<2x3x2xi32>
  %x = arith.constant 77 : i32
  %w = vector.insert %x, %v[%c1, %c0, %i] : i32 into vector<2x3x2xi32>
  %w2 = vector.insert %row, %w[%c0, %c2] : vector<2xi32> into vector<2x3x2xi32>
  %wf = vector.shape_cast %w2 : vector<2x3x2xi32> to vector<12xi32>
  vector.store %wf, %o[%c0] : memref<14xi32>, vector<12xi32>
  %c12 = arith.constant 12 : index
  memref.store %e, %o[%c12] : memref<14xi32>
  %c13 = arith.constant 13 : index
  %r0 = vector.extract %row[%c1] : i32 from vector<2xi32>
  memref.store %r0, %o[%c13] : memref<14xi32>
  return
}
