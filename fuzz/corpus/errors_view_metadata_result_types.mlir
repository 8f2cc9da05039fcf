func.func @f(%m: memref<?xf32>) {
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f64>, index, index, index
  return
}
