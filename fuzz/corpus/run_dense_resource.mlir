// memref.globals of dense_resource<...> values: blobs of the file's
// {-# dialect_resources #-}, which may come before or after their uses
memref.global "private" constant @f32s : memref<3x4xf32> = dense_resource<f32s> {alignment = 64}
memref.global "private" constant @i16s : memref<10xi16> = dense_resource<i16s>
memref.global "private" constant @i8s : memref<6xi8> = dense_resource<i8s>
memref.global "private" constant @i64s : memref<2x2xi64> = dense_resource<"key with spaces.and-dots">
memref.global "private" constant @f64s : memref<3xf64> = dense_resource<f64s>
memref.global "private" constant @f16s : memref<4xf16> = dense_resource<f16s>
memref.global "private" constant @idx : memref<4xindex> = dense_resource<idx>
memref.global "private" constant @zeros : memref<8xi32> = dense_resource<zeros>
memref.global "private" constant @i32a : memref<6xi32> = dense_resource<i32s>

func.func @get_f32s(%i: index, %j: index) -> f32 {
  %m = memref.get_global @f32s : memref<3x4xf32>
  %v = memref.load %m[%i, %j] : memref<3x4xf32>
  return %v : f32
}
func.func @get_f32s_addr() -> index {
  %m = memref.get_global @f32s : memref<3x4xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<3x4xf32> -> index
  return %p : index
}
func.func @get_i16s(%i: index) -> i16 {
  %m = memref.get_global @i16s : memref<10xi16>
  %v = memref.load %m[%i] : memref<10xi16>
  return %v : i16
}
func.func @get_i8s(%i: index) -> i8 {
  %m = memref.get_global @i8s : memref<6xi8>
  %v = memref.load %m[%i] : memref<6xi8>
  return %v : i8
}
func.func @get_i64s(%i: index, %j: index) -> i64 {
  %m = memref.get_global @i64s : memref<2x2xi64>
  %v = memref.load %m[%i, %j] : memref<2x2xi64>
  return %v : i64
}
func.func @get_f64s(%i: index) -> f64 {
  %m = memref.get_global @f64s : memref<3xf64>
  %v = memref.load %m[%i] : memref<3xf64>
  return %v : f64
}
func.func @get_f16s(%i: index) -> f32 {
  %m = memref.get_global @f16s : memref<4xf16>
  %v = memref.load %m[%i] : memref<4xf16>
  %w = arith.extf %v : f16 to f32
  return %w : f32
}
func.func @get_idx(%i: index) -> index {
  %m = memref.get_global @idx : memref<4xindex>
  %v = memref.load %m[%i] : memref<4xindex>
  return %v : index
}
func.func @get_zeros(%i: index) -> i32 {
  %m = memref.get_global @zeros : memref<8xi32>
  %v = memref.load %m[%i] : memref<8xi32>
  return %v : i32
}
// one blob, two globals, the second defined after the blob
func.func @get_i32s(%i: index) -> i32 {
  %a = memref.get_global @i32a : memref<6xi32>
  %b = memref.get_global @i32b : memref<2x3xi32>
  %c3 = arith.constant 3 : index
  %q = arith.divui %i, %c3 : index
  %r = arith.remui %i, %c3 : index
  %x = memref.load %a[%i] : memref<6xi32>
  %y = memref.load %b[%q, %r] : memref<2x3xi32>
  %c100 = arith.constant 100 : i32
  %s = arith.muli %x, %c100 : i32
  %t = arith.addi %s, %y : i32
  return %t : i32
}
// rank 0 (which MLIR 22 does not lower: "ElementsAttr does not provide
// iteration facilities")
memref.global "private" constant @scalar : memref<f32> = dense_resource<scalar>
func.func @get_scalar() -> f32 {
  %m = memref.get_global @scalar : memref<f32>
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}
// a variable: stores to it, then loads
func.func @get_bump(%i: index, %d: i32) -> i32 {
  %m = memref.get_global @counter : memref<3xi32>
  %v = memref.load %m[%i] : memref<3xi32>
  %w = arith.addi %v, %d : i32
  memref.store %w, %m[%i] : memref<3xi32>
  %u = memref.load %m[%i] : memref<3xi32>
  return %u : i32
}

{-#
  dialect_resources: {
    builtin: {
      f32s: "0x10000000000060C0000030C0000000C00000A0BF000000BF0000803E0000803F0000E03F00002040000050400000804000009840",
      i16s: "0x02000000000018FCD00748F4A00F78EC7017A8E4401FD8DC",
      i8s: "0x0100000080FF00017F2A",
      "key with spaces.and-dots": "0x0800000000000000000000C00000000000010000F9FFFFFFFFFFFFFF79DF0D8648700000",
      f64s: "0x08000000555555555555D53F039300AA4BDD4DFE17C557CA85E1DF44",
      f16s: "0x02000000003C00C0FF7B0100",
      idx: "0x08000000FBFFFFFFFFFFFFFF000000000000000000000000020000001100000000000000",
      zeros: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      scalar: "0x0400000000003040",
      i32s: "0x0400000001000000FEFFFFFF03000000FCFFFFFF05000000FAFFFFFF",
      counter: "0x040000000A0000001400000028000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: false
    }
  }
#-}

memref.global "private" constant @i32b : memref<2x3xi32> = dense_resource<i32s>
memref.global @counter : memref<3xi32> = dense_resource<counter>
