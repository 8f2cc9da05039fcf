memref.global "private" @malloc : memref<4xf32> = dense<0.0>
func.func @f() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}
