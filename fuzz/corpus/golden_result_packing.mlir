// From TargetLLVMIR.md, section "Function Result Packing": @foo returns (i32, i64) packed in a struct, @bar unpacks it at the call site ("use_i32"/"use_i64" are calls to external functions)
module {
  func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
    return %arg0, %arg1 : i32, i64
  }
  func.func @bar() {
    %0 = arith.constant 42 : i32
    %1 = arith.constant 17 : i64
    %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
    call @use_i32(%2#0) : (i32) -> ()
    call @use_i64(%2#1) : (i64) -> ()
    return
  }
  func.func private @use_i32(i32)
  func.func private @use_i64(i64)
}
