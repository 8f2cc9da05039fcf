func.func @f(%m: memref<*xf32>) {
  %b, %o = memref.extract_strided_metadata %m : memref<*xf32> -> memref<f32>, index
  return
}
