"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32) -> f32, sym_name = "alloc_dynamic"}> ({
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: f32):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "memref.alloc"(%arg5) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
    %15 = "memref.dim"(%14, %12) : (memref<?x4xf32>, index) -> index
    %16 = "memref.dim"(%14, %13) : (memref<?x4xf32>, index) -> index
    "memref.store"(%arg8, %14, %arg6, %arg7) : (f32, memref<?x4xf32>, index, index) -> ()
    %17 = "memref.load"(%14, %arg6, %arg7) : (memref<?x4xf32>, index, index) -> f32
    "memref.dealloc"(%14) : (memref<?x4xf32>) -> ()
    %18 = "arith.muli"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %19 = "arith.index_cast"(%18) : (index) -> i32
    %20 = "arith.sitofp"(%19) : (i32) -> f32
    %21 = "arith.addf"(%17, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%21) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "alloca_static"}> ({
  ^bb0(%arg2: index, %arg3: index, %arg4: i32):
    %10 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xi32>
    "memref.store"(%arg4, %10, %arg2, %arg3) : (i32, memref<2x3xi32>, index, index) -> ()
    %11 = "memref.load"(%10, %arg2, %arg3) : (memref<2x3xi32>, index, index) -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64>) -> index, sym_name = "alloca_dim"}> ({
  ^bb0(%arg1: memref<?x?xf64>):
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg1, %1) : (memref<?x?xf64>, index) -> index
    %3 = "memref.alloca"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf64>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "memref.dim"(%3, %4) : (memref<?xf64>, index) -> index
    %6 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %7 = "arith.subi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "memref.store"(%6, %3, %7) : (f64, memref<?xf64>, index) -> ()
    %8 = "memref.load"(%3, %7) : (memref<?xf64>, index) -> f64
    %9 = "arith.addf"(%8, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.call"(%9) <{callee = @sink}> : (f64) -> ()
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (), sym_name = "sink", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index) -> memref<?xf64>, sym_name = "alloc_returned"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf64>
    "func.return"(%0) : (memref<?xf64>) -> ()
  }) : () -> ()
}) : () -> ()

