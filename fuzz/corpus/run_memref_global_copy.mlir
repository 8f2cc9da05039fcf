// memref.global (constant or not, public and private, ranks 0 to 2, splats,
// uninitialized, hex float specials, alignment), memref.get_global before and
// after its global, and memref.copy: contiguous (memcpy) and strided (MLIR
// calls memrefCopy, ir2ll copies element by element).
memref.global "private" constant @table : memref<4xf32> = dense<[1.5, -2.0, 3.25, 4.0]> {alignment = 64 : i64}
memref.global @matrix : memref<2x3xi32> = dense<[[1, 2, 3], [-4, 5, 600000]]>
memref.global "private" @counter : memref<i64> = dense<40>
memref.global @scratch : memref<8xf64> = uninitialized
memref.global "private" constant @sevens : memref<2x2xi16> = dense<7>
memref.global "private" constant @zeros : memref<3xf32> = dense<0.0>
memref.global "private" constant @bytes : memref<4xi8> = dense<[-128, -1, 0, 127]>

func.func @table_sum() -> f32 {
  %t = memref.get_global @table : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %t[%i] : memref<4xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @matrix_at(%i: index, %j: index) -> i32 {
  %m = memref.get_global @matrix : memref<2x3xi32>
  %v = memref.load %m[%i, %j] : memref<2x3xi32>
  return %v : i32
}

// a public, writable global: the write stays for the next call
func.func @matrix_bump(%i: index, %j: index, %d: i32) {
  %m = memref.get_global @matrix : memref<2x3xi32>
  %v = memref.load %m[%i, %j] : memref<2x3xi32>
  %w = arith.addi %v, %d : i32
  memref.store %w, %m[%i, %j] : memref<2x3xi32>
  return
}

func.func @next_count() -> i64 {
  %c = memref.get_global @counter : memref<i64>
  %v = memref.load %c[] : memref<i64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %c[] : memref<i64>
  return %w : i64
}

// uses @specials, defined after it
func.func @special(%i: index) -> f32 {
  %s = memref.get_global @specials : memref<4xf32>
  %v = memref.load %s[%i] : memref<4xf32>
  return %v : f32
}

memref.global "private" constant @specials : memref<4xf32> = dense<[0x7F800000, 0xFF800000, -0.0, 0x3F800000]>

func.func @misc(%i: index) -> i32 {
  %s = memref.get_global @sevens : memref<2x2xi16>
  %z = memref.get_global @zeros : memref<3xf32>
  %b = memref.get_global @bytes : memref<4xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1, %c0] : memref<2x2xi16>
  %zf = memref.load %z[%c1] : memref<3xf32>
  %zi = arith.fptosi %zf : f32 to i32
  %bv = memref.load %b[%i] : memref<4xi8>
  %v32 = arith.extsi %v : i16 to i32
  %b32 = arith.extsi %bv : i8 to i32
  %r = arith.muli %v32, %b32 : i32
  %r2 = arith.addi %r, %zi : i32
  return %r2 : i32
}

// a contiguous copy from C to C: memcpy
func.func @copy_1d(%a: memref<?xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}

// a global into a C buffer, through the writable @scratch
func.func @scratch_roundtrip(%out: memref<8xf64>) -> f64 {
  %s = memref.get_global @scratch : memref<8xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %h = arith.constant 0.5 : f64
    %v = arith.mulf %f, %h : f64
    memref.store %v, %s[%i] : memref<8xf64>
  }
  memref.copy %s, %out : memref<8xf64> to memref<8xf64>
  %v3 = memref.load %out[%c1] : memref<8xf64>
  return %v3 : f64
}

// a strided window (every other column of a 3x6 C matrix) into a dense 3x3 one
func.func @copy_strided(%src: memref<3x6xi32>, %dst: memref<3x3xi32>) {
  %w = memref.subview %src[0, 1] [3, 3] [1, 2] : memref<3x6xi32> to memref<3x3xi32, strided<[6, 2], offset: 1>>
  memref.copy %w, %dst : memref<3x3xi32, strided<[6, 2], offset: 1>> to memref<3x3xi32>
  return
}

// dense into a dynamic window at a dynamic offset: rows of a 4x5 C matrix
func.func @copy_into_window(%src: memref<?x?xf32>, %dst: memref<4x5xf32>, %r: index, %c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %src, %c0 : memref<?x?xf32>
  %m = memref.dim %src, %c1 : memref<?x?xf32>
  %w = memref.subview %dst[%r, %c] [%n, %m] [1, 1] : memref<4x5xf32> to memref<?x?xf32, strided<[5, 1], offset: ?>>
  memref.copy %src, %w : memref<?x?xf32> to memref<?x?xf32, strided<[5, 1], offset: ?>>
  return
}

// a global copied into an alloc of a dynamic shape, then summed
func.func @global_copy_sum() -> i32 {
  %m = memref.get_global @matrix : memref<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c2) : memref<?x3xi32>
  %md = memref.cast %m : memref<2x3xi32> to memref<?x3xi32>
  memref.copy %md, %a : memref<?x3xi32> to memref<?x3xi32>
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (i32) {
    %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> (i32) {
      %v = memref.load %a[%i, %j] : memref<?x3xi32>
      %x = arith.addi %acc2, %v : i32
      scf.yield %x : i32
    }
    scf.yield %t : i32
  }
  memref.dealloc %a : memref<?x3xi32>
  return %s : i32
}

// rank 0 copy
func.func @copy_rank0(%a: memref<f64>, %b: memref<f64>) {
  memref.copy %a, %b : memref<f64> to memref<f64>
  return
}
