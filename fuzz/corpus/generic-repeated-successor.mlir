"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sum_odd"}> ({
  ^bb0(%arg3: i32):
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%3, %3)[^bb1] : (i32, i32) -> ()
  ^bb1(%5: i32, %6: i32):  // 3 preds: ^bb0, ^bb2, ^bb2
    %7 = "arith.cmpi"(%5, %arg3) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%7, %6)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    %8 = "arith.andi"(%5, %4) : (i32, i32) -> i32
    %9 = "arith.cmpi"(%8, %3) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %10 = "arith.addi"(%5, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%9, %10, %11, %10, %6)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb3(%12: i32):  // pred: ^bb1
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "swap"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg2, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    %2 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

