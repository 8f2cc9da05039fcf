// ir2ll-args: --use-aligned-alloc --index-bitwidth=32
// From ConversionToLLVMDialect.old.md, section "Memref Descriptor": the descriptor is created by the allocation op and holds dynamic values for static sizes; memref.alloc/alloca/dealloc/dim on dynamic and static shapes
module {
  // Heap buffer with a dynamic outer size: the descriptor gets sizes (%n, 4) and strides (4, 1).
  func.func @alloc_dynamic(%n: index, %i: index, %j: index, %v: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.alloc(%n) : memref<?x4xf32>
    %d0 = memref.dim %m, %c0 : memref<?x4xf32>
    %d1 = memref.dim %m, %c1 : memref<?x4xf32>
    memref.store %v, %m[%i, %j] : memref<?x4xf32>
    %x = memref.load %m[%i, %j] : memref<?x4xf32>
    memref.dealloc %m : memref<?x4xf32>
    %p = arith.muli %d0, %d1 : index
    %pi = arith.index_cast %p : index to i32
    %pf = arith.sitofp %pi : i32 to f32
    %r = arith.addf %x, %pf : f32
    return %r : f32
  }
  // Stack buffer with static shape.
  func.func @alloca_static(%i: index, %j: index, %v: i32) -> i32 {
    %a = memref.alloca() : memref<2x3xi32>
    memref.store %v, %a[%i, %j] : memref<2x3xi32>
    %x = memref.load %a[%i, %j] : memref<2x3xi32>
    return %x : i32
  }
  // Stack buffer with a dynamic size and the dim of a dynamic argument.
  func.func @alloca_dim(%arg: memref<?x?xf64>) -> index {
    %c1 = arith.constant 1 : index
    %n = memref.dim %arg, %c1 : memref<?x?xf64>
    %a = memref.alloca(%n) : memref<?xf64>
    %c0 = arith.constant 0 : index
    %d = memref.dim %a, %c0 : memref<?xf64>
    %c = arith.constant 2.5 : f64
    %last = arith.subi %d, %c1 : index
    memref.store %c, %a[%last] : memref<?xf64>
    %x = memref.load %a[%last] : memref<?xf64>
    %s = arith.addf %x, %c : f64
    func.call @sink(%s) : (f64) -> ()
    return %n : index
  }
  func.func private @sink(f64)
  // A freshly allocated buffer returned as a descriptor.
  func.func @alloc_returned(%n: index) -> memref<?xf64> {
    %m = memref.alloc(%n) : memref<?xf64>
    return %m : memref<?xf64>
  }
}
