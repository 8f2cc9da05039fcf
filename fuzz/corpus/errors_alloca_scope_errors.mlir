// memref.alloca_scope: its terminator, its results' types, one block, no
// word before its region; each function has one error
func.func @outside() {
  memref.alloca_scope.return
}
func.func @types(%x: i32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %x : i32
  }
  return %r : f32
}
func.func @branch(%c: i1) {
  memref.alloca_scope {
    cf.cond_br %c, ^a, ^b
  ^a:
    memref.alloca_scope.return
  ^b:
    memref.alloca_scope.return
  }
  return
}
func.func @word() {
  memref.alloca_scope no_inline {
    %m = memref.alloca() : memref<4xf32>
  }
  return
}
func.func @missing_return(%x: i32) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %y = arith.addi %x, %x : i32
  }
  return %r : i32
}
