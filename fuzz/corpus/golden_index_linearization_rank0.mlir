// From ConversionToLLVMDialect.old.md, section "Index Linearization": `load %m[] : memref<f32>` is a plain load from the aligned pointer, without any pointer arithmetic (the store likewise)
func @load0(%m: memref<f32>) -> f32 {
  %0 = load %m[] : memref<f32>
  return %0 : f32
}
func @store0(%m: memref<f32>, %v: f32) {
  store %v, %m[] : memref<f32>
  return
}
