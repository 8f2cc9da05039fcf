// From ConversionToLLVMDialect.old.md, section "Calling Convention for `memref`": legacy spelling; memref<?xf32> arguments expanded into (allocated, aligned, offset, size, stride), call sites unpack the descriptor ("use"/"get" are external functions @use/@get)
func @foo(%arg0: memref<?xf32>) -> () {
  call @use(%arg0) : (memref<?xf32>) -> ()
  return
}
func @bar() {
  %0 = call @get() : () -> (memref<?xf32>)
  call @foo(%0) : (memref<?xf32>) -> ()
  return
}
func @use(memref<?xf32>)
func @get() -> memref<?xf32>
