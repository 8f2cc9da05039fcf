// n-D vectors as LLVM arrays of 1-D vectors: an array constant, arith
// unrolled row by row between extractvalue and insertvalue, a broadcast
// into each row, extract and insert of a row and of an element, a
// transpose element by element, a shape_cast whose rows line up;
// to_elements and from_elements, as MLIR 22's canonicalizer makes them
func.func @nd(%a: vector<2x3xf32>, %s: f32, %i: index) -> (vector<3x2xf32>, vector<3x2xf32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %sum = arith.addf %a, %c : vector<2x3xf32>
  %b = vector.broadcast %s : f32 to vector<2x3xf32>
  %cmp = arith.cmpf olt, %sum, %b : vector<2x3xf32>
  %sel = arith.select %cmp, %sum, %b : vector<2x3xi1>, vector<2x3xf32>
  %row = vector.extract %sel[1] : vector<3xf32> from vector<2x3xf32>
  %e = vector.extract %sel[0, %i] : f32 from vector<2x3xf32>
  %ins = vector.insert %e, %sel[1, 2] : f32 into vector<2x3xf32>
  %ins2 = vector.insert %row, %ins[0] : vector<3xf32> into vector<2x3xf32>
  %t = vector.transpose %ins2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %flat = vector.shape_cast %ins2 : vector<2x3xf32> to vector<6xf32>
  %back = vector.shape_cast %flat : vector<6xf32> to vector<3x2xf32>
  return %t, %back : vector<3x2xf32>, vector<3x2xf32>
}
func.func @elements(%v: vector<2x2xf32>, %s: f32) -> vector<2x2xf32> {
  %a:4 = vector.to_elements %v : vector<2x2xf32>
  %w = vector.from_elements %a#3, %a#2, %s, %a#0 : vector<2x2xf32>
  return %w : vector<2x2xf32>
}
