// From ConversionToLLVMDialect.old.md, section "Vector Types": a one-dimensional vector<4 x f32> converts to <4 x float>, also as a memref element type (memref<1x? x vector<4xf32>> from "Memref Types")
module {
  func.func @add(%a: vector<4 x f32>, %b: vector<4 x f32>) -> vector<4 x f32> {
    %0 = arith.addf %a, %b : vector<4 x f32>
    return %0 : vector<4 x f32>
  }
  func.func @load_vec(%m: memref<1x? x vector<4xf32>>, %j: index) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %0 = memref.load %m[%c0, %j] : memref<1x? x vector<4xf32>>
    return %0 : vector<4xf32>
  }
}
