// Text between top-level items: comments, blank lines, aliases and
// trailing locations, which the lexer lets go as it passes them.
#map = affine_map<(d0) -> (d0)>
!row = memref<4xf32>

module {
  // before the first function

  func.func @first(%m: !row, %i: index) -> f32 {
    %v = memref.load %m[%i] : !row
    %w = call @second(%v) : (f32) -> f32
    return %w : f32
  } loc("first.mlir":1:1)
  // between two functions
  // and another line

  !later = memref<8xf32>
  func.func private @decl(i32) -> i32 loc(unknown)
  // after a declaration
  func.func @second(%x: f32) -> f32 {
    %y = arith.addf %x, %x : f32
    return %y : f32
  }
  // at the module's end
} loc(unknown)
// after the module
