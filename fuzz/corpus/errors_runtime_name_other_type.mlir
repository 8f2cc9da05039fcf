func.func private @malloc(i64) -> i64
func.func @f(%n: i64) -> (memref<4xf32>, i64) {
  %m = memref.alloc() : memref<4xf32>
  %x = call @malloc(%n) : (i64) -> i64
  return %m, %x : memref<4xf32>, i64
}
