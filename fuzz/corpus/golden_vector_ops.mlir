// vector ops on 1-D vectors: the address of memref.load with the element's
// alignment, extractelement/insertelement at static and dynamic positions,
// the splat of a broadcast, a shuffle, reductions with and without an
// accumulator, fmuladd, masked loads and stores (the alignment an operand,
// as LLVM 15 takes it), maximumf lane by lane (no llvm.vector.reduce.fmaximum
// before LLVM 17)
func.func @ops(%m: memref<?x?xf32>, %i: index, %j: index, %s: f32, %mask: vector<8xi1>,
               %pass: vector<8xf32>) -> (f32, f32) {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%j, %i] {alignment = 32} : memref<?x?xf32>, vector<8xf32>
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %e = vector.extract %b[%i] : f32 from vector<4xf32>
  %ins = vector.insert %e, %b[1] : f32 into vector<4xf32>
  %r = vector.reduction <add>, %ins : vector<4xf32> into f32
  %r2 = vector.reduction <minsi>, %mask : vector<8xi1> into i1
  %mx = vector.reduction <maximumf>, %ins, %r fastmath<nnan> : vector<4xf32> into f32
  %sh = vector.shuffle %b, %ins [0, 4, -1, 7] : vector<4xf32>, vector<4xf32>
  %f = vector.fma %sh, %sh, %b : vector<4xf32>
  %ml = vector.maskedload %m[%i, %j], %mask, %pass : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%j, %j], %mask, %ml : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  %bc = vector.bitcast %f : vector<4xf32> to vector<2xi64>
  %x = vector.extract %bc[0] : i64 from vector<2xi64>
  return %r, %mx : f32, f32
}
