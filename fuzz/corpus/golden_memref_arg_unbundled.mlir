// From TargetLLVMIR.md, section "Default Calling Convention for Ranked MemRef": @foo takes memref<?xf32> as (allocated, aligned, offset, size, stride), @bar unpacks a descriptor to call it ("use"/"get" are external functions @use/@get)
module {
  func.func @foo(%arg0: memref<?xf32>) -> () {
    func.call @use(%arg0) : (memref<?xf32>) -> ()
    return
  }
  func.func @bar() {
    %0 = func.call @get() : () -> (memref<?xf32>)
    call @foo(%0) : (memref<?xf32>) -> ()
    return
  }
  func.func private @use(memref<?xf32>)
  func.func private @get() -> memref<?xf32>
}
