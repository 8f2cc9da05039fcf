// From TargetLLVMIR.md, section "Ranked MemRef Types": descriptor structs for rank 0, static, dynamic, mixed and vector-element memrefs (each function returns its unbundled argument as a descriptor)
module {
  func.func @rank0(%m: memref<f32>) -> memref<f32> {
    return %m : memref<f32>
  }
  func.func @static1(%m: memref<1 x f32>) -> memref<1 x f32> {
    return %m : memref<1 x f32>
  }
  func.func @dynamic1(%m: memref<? x f32>) -> memref<? x f32> {
    return %m : memref<? x f32>
  }
  func.func @static5(%m: memref<10x42x42x43x123 x f32>) -> memref<10x42x42x43x123 x f32> {
    return %m : memref<10x42x42x43x123 x f32>
  }
  func.func @mixed5(%m: memref<10x?x42x?x123 x f32>) -> memref<10x?x42x?x123 x f32> {
    return %m : memref<10x?x42x?x123 x f32>
  }
  func.func @vector_elements(%m: memref<1x? x vector<4xf32>>) -> memref<1x? x vector<4xf32>> {
    return %m : memref<1x? x vector<4xf32>>
  }
}
