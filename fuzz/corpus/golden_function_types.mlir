// From TargetLLVMIR.md, section "Function Types": void/single/packed results, function-typed arguments as pointers, unbundled memref arguments, memref results as descriptors
module {
  func.func private @nullary() -> ()
  func.func private @unary(i32) -> (i64)
  func.func private @binary(i32, f32) -> (i64)
  func.func private @two_results(i32, f32) -> (i64, f64)
  func.func private @higher_order(() -> ()) -> (() -> ())
  func.func private @nested_higher_order(((i32) -> (i64)) -> ()) -> ()
  func.func private @memref_rank0(memref<f32>) -> ()
  func.func private @memref_and_scalar(memref<f32>, f32) -> ()
  func.func private @memref_rank2(memref<?x?xf32>) -> ()
  func.func private @memref_result() -> (memref<?xf32>)
  func.func private @memref_results() -> (memref<f32>, memref<f64>)

  // Call site: packed memref results are unpacked, memref arguments unbundled.
  func.func @caller(%x: f32) -> f32 {
    %a, %b = func.call @memref_results() : () -> (memref<f32>, memref<f64>)
    func.call @memref_and_scalar(%a, %x) : (memref<f32>, f32) -> ()
    %v = memref.load %a[] : memref<f32>
    return %v : f32
  }
}
