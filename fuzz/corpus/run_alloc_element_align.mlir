// ir2ll-args: --use-generic-functions
// memref.alloc of vector and complex elements with no alignment: the
// allocation is padded by the element's size and its aligned pointer
// rounded up to a multiple of it, as MLIR 22 does (malloc's pointer is
// aligned for scalars only; a vector's loads and stores assume more)
func.func @a0(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xvector<4xi64>>
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<7> : vector<4xi64>
  memref.store %v, %m[%c0] : memref<?xvector<4xi64>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xvector<4xi64>> -> index
  %c = arith.constant 32 : index
  %r = arith.remui %p, %c : index
  memref.dealloc %m : memref<?xvector<4xi64>>
  return %r : index
}
func.func @a1(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xvector<3xf32>>
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<1.5> : vector<3xf32>
  memref.store %v, %m[%c0] : memref<?xvector<3xf32>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xvector<3xf32>> -> index
  %c = arith.constant 16 : index
  %r = arith.remui %p, %c : index
  memref.dealloc %m : memref<?xvector<3xf32>>
  return %r : index
}
func.func @a2(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xvector<2x3xf32>>
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<2.5> : vector<2x3xf32>
  memref.store %v, %m[%c0] : memref<?xvector<2x3xf32>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xvector<2x3xf32>> -> index
  %c = arith.constant 32 : index
  %r = arith.remui %p, %c : index
  memref.dealloc %m : memref<?xvector<2x3xf32>>
  return %r : index
}
func.func @a3(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xcomplex<f64>>
  %c0 = arith.constant 0 : index
  %re = arith.constant 1.5 : f64
  %v = complex.create %re, %re : complex<f64>
  memref.store %v, %m[%c0] : memref<?xcomplex<f64>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xcomplex<f64>> -> index
  %c = arith.constant 16 : index
  %r = arith.remui %p, %c : index
  memref.dealloc %m : memref<?xcomplex<f64>>
  return %r : index
}
func.func @a4(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %re = arith.constant 1.5 : f32
  %v = complex.create %re, %re : complex<f32>
  memref.store %v, %m[%c0] : memref<?xcomplex<f32>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xcomplex<f32>> -> index
  %c = arith.constant 8 : index
  %r = arith.remui %p, %c : index
  memref.dealloc %m : memref<?xcomplex<f32>>
  return %r : index
}
func.func @a5(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xvector<5xi8>>
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<3> : vector<5xi8>
  memref.store %v, %m[%c0] : memref<?xvector<5xi8>>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xvector<5xi8>> -> index
  %c = arith.constant 8 : index
  %r = arith.remui %p, %c : index
  memref.dealloc %m : memref<?xvector<5xi8>>
  return %r : index
}
