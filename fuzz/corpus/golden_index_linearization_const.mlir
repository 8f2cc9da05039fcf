// From ConversionToLLVMDialect.old.md, section "Index Linearization": `load %m[1,2,3,4] : memref<10x?x13x?xf32>` with constant indices; strides 0-2 are dynamic (taken from the descriptor), the innermost is 1, the identity layout's offset is 0 (the store likewise)
func @load_const(%m: memref<10x?x13x?xf32>) -> f32 {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %0 = load %m[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
  return %0 : f32
}
func @store_const(%m: memref<10x?x13x?xf32>, %v: f32) {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  store %v, %m[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
  return
}
