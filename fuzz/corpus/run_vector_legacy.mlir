// The spellings MLIR 22 no longer parses, as older MLIR printed them:
// vector.splat, vector.extractelement and vector.insertelement (the .out
// is MLIR 22's of the same program with vector.broadcast and vector.extract
// and vector.insert at dynamic positions in their place).

// out[0..4) = splat of s with lane i (an i32 position) set to the lane j
// (an index position) of v
func.func @lanes(%v: memref<4xf32>, %s: f32, %i: i32, %j: index, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %v[%c0] : memref<4xf32>, vector<4xf32>
  %sp = vector.splat %s : vector<4xf32>
  %e = vector.extractelement %x[%j : index] : vector<4xf32>
  %r = vector.insertelement %e, %sp[%i : i32] : vector<4xf32>
  vector.store %r, %out[%c0] : memref<4xf32>, vector<4xf32>
  return
}
