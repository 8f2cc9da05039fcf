// memref.alloc and memref.alloca of a memref in memory space 1: the pointer
// from malloc/alloca is 'ptr' but the descriptor fields are
// 'ptr addrspace(1)' (opt: '%a' defined with type 'ptr' but expected
// 'ptr addrspace(1)'); MLIR inserts an addrspacecast.
func.func @f(%n: index) -> memref<?xf32, 1> {
  %a = memref.alloc(%n) : memref<?xf32, 1>
  memref.dealloc %a : memref<?xf32, 1>
  %b = memref.alloca(%n) : memref<?xf32, 1>
  return %b : memref<?xf32, 1>
}
