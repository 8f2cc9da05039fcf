// From TargetLLVMIR.md, section "C-compatible wrapper emission": struct-typed results (several results, a memref result of an external function) go through a first pointer argument; scalar arguments are passed as usual
module {
  func.func @mixed(%a: i32, %m: memref<?xf32>, %f: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %x = memref.load %m[%c0] : memref<?xf32>
    %s = arith.addf %x, %f : f32
    return %a, %s : i32, f32
  }
  func.func @scalar(%a: i64) -> i64 attributes {llvm.emit_c_interface} {
    return %a : i64
  }
  func.func private @ext_get(index) -> memref<?xf32> attributes {llvm.emit_c_interface}
  func.func private @ext_pair(f64, memref<f64>) -> (f64, i1) attributes {llvm.emit_c_interface}
  func.func @caller(%n: index, %m: memref<f64>) -> f32 {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f64
    %g = call @ext_get(%n) : (index) -> memref<?xf32>
    %x = memref.load %g[%c0] : memref<?xf32>
    %p:2 = call @ext_pair(%one, %m) : (f64, memref<f64>) -> (f64, i1)
    return %x : f32
  }
}
