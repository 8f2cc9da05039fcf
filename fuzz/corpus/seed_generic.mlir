// fuzz seed: generic op forms, aliases, locations, attributes
!i = i32
#zero = 0 : i32
#loc0 = loc("input.mlir":1:1)
module @m attributes {llvm.data_layout = ""} {
  func.func @g(%a: !i, %b: !i) -> i32 {
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.cmpi"(%0, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.select"(%1, %0, %b) : (i1, i32, i32) -> i32
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %4 = "arith.muli"(%2, %3) : (i32, i32) -> i32 loc(#loc0)
    "func.return"(%4) : (i32) -> ()
  }
  func.func @caller(%x: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {llvm.emit_c_interface} {
    %c = arith.constant #zero
    %r = "func.call"(%x, %c) <{callee = @g}> : (i32, i32) -> i32
    return %r : i32 loc(unknown)
  }
}
