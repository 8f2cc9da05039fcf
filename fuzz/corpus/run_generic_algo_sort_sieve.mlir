// The generic form of algo_sort_sieve.mlir, as mlir-opt 22 prints it (--mlir-print-op-generic).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xi32>) -> (), sym_name = "isort"}> ({
  ^bb0(%arg7: memref<?xi32>):
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "memref.dim"(%arg7, %18) : (memref<?xi32>, index) -> index
    "scf.for"(%19, %20, %19) ({
    ^bb0(%arg8: index):
      %21 = "memref.load"(%arg7, %arg8) : (memref<?xi32>, index) -> i32
      %22 = "scf.while"(%arg8) ({
      ^bb0(%arg10: index):
        %25 = "arith.cmpi"(%arg10, %18) <{predicate = 8 : i64}> : (index, index) -> i1
        %26 = "scf.if"(%25) ({
          %28 = "arith.subi"(%arg10, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
          %29 = "memref.load"(%arg7, %28) : (memref<?xi32>, index) -> i32
          %30 = "arith.cmpi"(%29, %21) <{predicate = 4 : i64}> : (i32, i32) -> i1
          "scf.yield"(%30) : (i1) -> ()
        }, {
          %27 = "arith.constant"() <{value = false}> : () -> i1
          "scf.yield"(%27) : (i1) -> ()
        }) : (i1) -> i1
        "scf.condition"(%26, %arg10) : (i1, index) -> ()
      }, {
      ^bb0(%arg9: index):
        %23 = "arith.subi"(%arg9, %19) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %24 = "memref.load"(%arg7, %23) : (memref<?xi32>, index) -> i32
        "memref.store"(%24, %arg7, %arg9) : (i32, memref<?xi32>, index) -> ()
        "scf.yield"(%23) : (index) -> ()
      }) : (index) -> index
      "memref.store"(%21, %arg7, %22) : (i32, memref<?xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i64, i64), sym_name = "sieve"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi1>
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg6: index):
      "memref.store"(%3, %7, %arg6) : (i1, memref<?xi1>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%2, %arg0, %1) ({
    ^bb0(%arg4: index):
      %14 = "memref.load"(%7, %arg4) : (memref<?xi1>, index) -> i1
      %15 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %16 = "arith.cmpi"(%15, %arg0) <{predicate = 6 : i64}> : (index, index) -> i1
      %17 = "arith.andi"(%14, %16) : (i1, i1) -> i1
      "scf.if"(%17) ({
        "scf.for"(%15, %arg0, %arg4) ({
        ^bb0(%arg5: index):
          "memref.store"(%4, %7, %arg5) : (i1, memref<?xi1>, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %8:2 = "scf.for"(%2, %arg0, %1, %5, %5) ({
    ^bb0(%arg1: index, %arg2: i64, %arg3: i64):
      %9 = "memref.load"(%7, %arg1) : (memref<?xi1>, index) -> i1
      %10 = "arith.index_cast"(%arg1) : (index) -> i64
      %11 = "arith.addi"(%arg2, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %12 = "arith.select"(%9, %11, %arg2) : (i1, i64, i64) -> i64
      %13 = "arith.select"(%9, %10, %arg3) : (i1, i64, i64) -> i64
      "scf.yield"(%12, %13) : (i64, i64) -> ()
    }) : (index, index, index, i64, i64) -> (i64, i64)
    "memref.dealloc"(%7) : (memref<?xi1>) -> ()
    "func.return"(%8#0, %8#1) : (i64, i64) -> ()
  }) : () -> ()
}) : () -> ()

