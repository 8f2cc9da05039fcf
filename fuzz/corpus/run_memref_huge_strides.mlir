// Memref types whose row-major strides do not fit in 64 bits: the stride that overflows is read from the descriptor (MLIR 22 wraps it around into a wrong constant); the strides that fit stay constants, as in MLIR.
module {
  // Strides [3037000500 * 3037000500 (too large), 3037000500, 1]: only the first comes from the descriptor.
  func.func @outer(%m: memref<2x3037000500x3037000500xf32>, %i: index) -> f32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%i, %c0, %c0] : memref<2x3037000500x3037000500xf32>
    return %v : f32
  }
  // Strides [6148914691136517205, 1] fit: the element count (3 times that) does not, and is not needed.
  func.func @inner(%m: memref<3x6148914691136517205xf32>, %j: index) -> f32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0, %j] : memref<3x6148914691136517205xf32>
    return %v : f32
  }
}
