// A type with an error is reported each time it is written, and a type
// where a value belongs is named as a type.
func.func @f(%m: memref<4xf99>, %n: memref<4xf99>) {
  return
}
func.func @g(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  %w = memref.load memref<4xf32>[%c0] : memref<4xf32>
  return
}
