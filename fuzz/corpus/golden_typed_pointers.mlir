// ir2ll-args: --llvm-version=14
// Typed pointers, for LLVM 13 and 14: a memref's pointers point to its
// element, malloc's i8* is bitcast to them, an unranked memref is
// { i64, i8* }, a C wrapper takes pointers to descriptors, a function
// value is an i8*, and intrinsics have their typed names. LLVM 13 and 14
// accept the output, and cli/typed_pointers.sh runs the run tests' typed
// outputs.
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

func.func @heap(%n: index, %i: index, %v: f32) -> f32 {
  %m = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  memref.store %v, %m[%i] : memref<?xf32>
  %x = memref.load %m[%i] : memref<?xf32>
  %g = memref.get_global @table : memref<4xf32>
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  memref.copy %g, %c : memref<4xf32> to memref<4xf32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %x : f32
}

func.func @spaces(%m: memref<?xi32, 1>, %i: index) -> i32 {
  %s = memref.alloca() : memref<2xi32, 1>
  %x = memref.load %m[%i] : memref<?xi32, 1>
  %old = memref.atomic_rmw addi %x, %s[%i] : (i32, memref<2xi32, 1>) -> i32
  return %old : i32
}

// atomicrmw fmax is LLVM 15's: a compare-and-swap loop
func.func @max(%m: memref<?xf32, 1>, %i: index, %v: f32) -> f32 {
  %old = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<?xf32, 1>) -> f32
  return %old : f32
}

func.func @unranked(%m: memref<?x?xf64>) -> index attributes {llvm.emit_c_interface} {
  %u = memref.cast %m : memref<?x?xf64> to memref<*xf64>
  %c1 = arith.constant 1 : index
  %d = memref.dim %u, %c1 : memref<*xf64>
  %r = memref.cast %u : memref<*xf64> to memref<?x?xf64>
  %p = memref.extract_aligned_pointer_as_index %r : memref<?x?xf64> -> index
  %s = arith.addi %d, %p : index
  return %s : index
}

func.func @bytes(%buf: memref<?xi8>, %n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

func.func @vectors(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>) -> vector<8xf32> {
  %v = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
  %z = arith.constant dense<0.0> : vector<8xf32>
  %w = vector.maskedload %m[%i], %mask, %z : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s = arith.addf %v, %w : vector<8xf32>
  vector.store %s, %m[%i] : memref<?xf32>, vector<8xf32>
  return %s : vector<8xf32>
}

func.func private @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}

func.func @indirect(%x: i64) -> i64 {
  %f = func.constant @twice : (i64) -> i64
  %y = func.call_indirect %f(%x) : (i64) -> i64
  return %y : i64
}
