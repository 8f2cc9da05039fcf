// The generic form of cf_switch.mlir, as mlir-opt 22 prints it (--mlir-print-op-generic).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sw"}> ({
  ^bb0(%arg3: i32):
    %12 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %13 = "arith.constant"() <{value = 200 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 300 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "cf.switch"(%arg3, %12, %13, %14, %15, %arg3)[^bb3, ^bb3, ^bb3, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 1, 0, 2>, case_values = dense<[0, 5, -3, 9]> : vector<4xi32>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, i32, i32, i32, i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.br"(%16)[^bb3] : (i32) -> ()
  ^bb2(%17: i32, %18: i32):  // pred: ^bb0
    %19 = "arith.muli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%19)[^bb3] : (i32) -> ()
  ^bb3(%20: i32):  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb1, ^bb2
    "func.return"(%20) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sw8"}> ({
  ^bb0(%arg2: i32):
    %7 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "cf.switch"(%7, %10, %8, %9)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[-1, 127]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i8, i32, i32, i32) -> ()
  ^bb1(%11: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "sw64"}> ({
  ^bb0(%arg1: i64):
    %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %5 = "arith.muli"(%arg1, %3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.switch"(%arg1, %5, %2, %3, %4)[^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[4294967296, -1, -9223372036854775808]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i64, i64, i64, i64, i64) -> ()
  ^bb1(%6: i64):  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
    "func.return"(%6) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sw_default"}> ({
  ^bb0(%arg0: i32):
    "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

