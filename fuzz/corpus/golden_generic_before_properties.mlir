// The generic form as MLIR printed it before properties (MLIR 17): an op's
// inherent attributes in its dictionary, after its regions, and
// 'operand_segment_sizes'.
"builtin.module"() ({
  "func.func"() ({
  }) {function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.cmpi"(%arg0, %arg1) {predicate = 2 : i64} : (i32, i32) -> i1
    "cf.cond_br"(%0, %arg0)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
  ^bb1(%1: i32):
    %2 = "func.call"(%1) {callee = @ext} : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  ^bb2:
    %3 = "arith.constant"() {value = 7 : i32} : () -> i32
    %4 = "memref.alloca"() {operand_segment_sizes = array<i32: 0, 0>} : () -> memref<2xi32>
    "func.return"(%3) : (i32) -> ()
  }) {function_type = (i32, i32) -> i32, sym_name = "pick", llvm.emit_c_interface} : () -> ()
}) : () -> ()
