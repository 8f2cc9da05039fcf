// vector_1d in the generic form, as mlir-opt --mlir-print-op-generic prints it
"builtin.module"() ({
  "func.func"() <{function_type = (f32, memref<?xf32>, memref<?xf32>, index) -> (), sym_name = "saxpy"}> ({
  ^bb0(%arg11: f32, %arg12: memref<?xf32>, %arg13: memref<?xf32>, %arg14: index):
    %73 = "arith.constant"() <{value = 0 : index}> : () -> index
    %74 = "arith.constant"() <{value = 8 : index}> : () -> index
    %75 = "vector.broadcast"(%arg11) : (f32) -> vector<8xf32>
    %76 = "arith.remui"(%arg14, %74) : (index, index) -> index
    %77 = "arith.subi"(%arg14, %76) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "scf.for"(%73, %77, %74) ({
    ^bb0(%arg15: index):
      %86 = "vector.load"(%arg12, %arg15) : (memref<?xf32>, index) -> vector<8xf32>
      %87 = "vector.load"(%arg13, %arg15) : (memref<?xf32>, index) -> vector<8xf32>
      %88 = "vector.fma"(%75, %86, %87) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
      "vector.store"(%88, %arg13, %arg15) : (vector<8xf32>, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %78 = "arith.index_cast"(%76) : (index) -> i32
    %79 = "arith.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>}> : () -> vector<8xi32>
    %80 = "vector.broadcast"(%78) : (i32) -> vector<8xi32>
    %81 = "arith.cmpi"(%79, %80) <{predicate = 2 : i64}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi1>
    %82 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
    %83 = "vector.maskedload"(%arg12, %77, %81, %82) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    %84 = "vector.maskedload"(%arg13, %77, %81, %82) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    %85 = "vector.fma"(%75, %83, %84) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    "vector.maskedstore"(%arg13, %77, %81, %85) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xi32>, i32, memref<14xi32>) -> (), sym_name = "reduce_i"}> ({
  ^bb0(%arg8: memref<8xi32>, %arg9: i32, %arg10: memref<14xi32>):
    %43 = "arith.constant"() <{value = 0 : index}> : () -> index
    %44 = "vector.load"(%arg8, %43) : (memref<8xi32>, index) -> vector<8xi32>
    %45 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32
    %46 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<8xi32>) -> i32
    %47 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minui>}> : (vector<8xi32>) -> i32
    %48 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minsi>}> : (vector<8xi32>) -> i32
    %49 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxui>}> : (vector<8xi32>) -> i32
    %50 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<8xi32>) -> i32
    %51 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<and>}> : (vector<8xi32>) -> i32
    %52 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<or>}> : (vector<8xi32>) -> i32
    %53 = "vector.reduction"(%44) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<8xi32>) -> i32
    %54 = "vector.reduction"(%44, %arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>, i32) -> i32
    %55 = "vector.reduction"(%44, %arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minsi>}> : (vector<8xi32>, i32) -> i32
    %56 = "vector.reduction"(%44, %arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxui>}> : (vector<8xi32>, i32) -> i32
    %57 = "vector.reduction"(%44, %arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<8xi32>, i32) -> i32
    %58 = "vector.reduction"(%44, %arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<8xi32>, i32) -> i32
    %59 = "vector.broadcast"(%45) : (i32) -> vector<14xi32>
    %60 = "vector.insert"(%46, %59) <{static_position = array<i64: 1>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %61 = "vector.insert"(%47, %60) <{static_position = array<i64: 2>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %62 = "vector.insert"(%48, %61) <{static_position = array<i64: 3>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %63 = "vector.insert"(%49, %62) <{static_position = array<i64: 4>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %64 = "vector.insert"(%50, %63) <{static_position = array<i64: 5>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %65 = "vector.insert"(%51, %64) <{static_position = array<i64: 6>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %66 = "vector.insert"(%52, %65) <{static_position = array<i64: 7>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %67 = "vector.insert"(%53, %66) <{static_position = array<i64: 8>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %68 = "vector.insert"(%54, %67) <{static_position = array<i64: 9>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %69 = "vector.insert"(%55, %68) <{static_position = array<i64: 10>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %70 = "vector.insert"(%56, %69) <{static_position = array<i64: 11>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %71 = "vector.insert"(%57, %70) <{static_position = array<i64: 12>}> : (i32, vector<14xi32>) -> vector<14xi32>
    %72 = "vector.insert"(%58, %71) <{static_position = array<i64: 13>}> : (i32, vector<14xi32>) -> vector<14xi32>
    "vector.store"(%72, %arg10, %43) : (vector<14xi32>, memref<14xi32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, f32, memref<12xf32>) -> (), sym_name = "reduce_f"}> ({
  ^bb0(%arg5: memref<4xf32>, %arg6: f32, %arg7: memref<12xf32>):
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "vector.load"(%arg5, %15) : (memref<4xf32>, index) -> vector<4xf32>
    %17 = "vector.reduction"(%16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    %18 = "vector.reduction"(%16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>) -> f32
    %19 = "vector.reduction"(%16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minnumf>}> : (vector<4xf32>) -> f32
    %20 = "vector.reduction"(%16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxnumf>}> : (vector<4xf32>) -> f32
    %21 = "vector.reduction"(%16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minimumf>}> : (vector<4xf32>) -> f32
    %22 = "vector.reduction"(%16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maximumf>}> : (vector<4xf32>) -> f32
    %23 = "vector.reduction"(%16, %arg6) <{fastmath = #arith.fastmath<reassoc>, kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32
    %24 = "vector.reduction"(%16, %arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>, f32) -> f32
    %25 = "vector.reduction"(%16, %arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minnumf>}> : (vector<4xf32>, f32) -> f32
    %26 = "vector.reduction"(%16, %arg6) <{fastmath = #arith.fastmath<contract>, kind = #vector.kind<maxnumf>}> : (vector<4xf32>, f32) -> f32
    %27 = "vector.reduction"(%16, %arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minimumf>}> : (vector<4xf32>, f32) -> f32
    %28 = "vector.reduction"(%16, %arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
    %29 = "vector.broadcast"(%17) : (f32) -> vector<4xf32>
    %30 = "vector.insert"(%18, %29) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %31 = "vector.insert"(%19, %30) <{static_position = array<i64: 2>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %32 = "vector.insert"(%20, %31) <{static_position = array<i64: 3>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %33 = "vector.broadcast"(%21) : (f32) -> vector<4xf32>
    %34 = "vector.insert"(%22, %33) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %35 = "vector.insert"(%23, %34) <{static_position = array<i64: 2>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %36 = "vector.insert"(%24, %35) <{static_position = array<i64: 3>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %37 = "vector.broadcast"(%25) : (f32) -> vector<4xf32>
    %38 = "vector.insert"(%26, %37) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %39 = "vector.insert"(%27, %38) <{static_position = array<i64: 2>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %40 = "vector.insert"(%28, %39) <{static_position = array<i64: 3>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %41 = "vector.shuffle"(%32, %36) <{mask = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %42 = "vector.shuffle"(%41, %40) <{mask = array<i64: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11>}> : (vector<8xf32>, vector<4xf32>) -> vector<12xf32>
    "vector.store"(%42, %arg7, %15) : (vector<12xf32>, memref<12xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, index, memref<?xf32>, memref<4xi32>) -> (), sym_name = "lanes"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: memref<4xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = 9 : index}> : () -> index
    %4 = "vector.load"(%arg0, %0) : (memref<?xf32>, index) -> vector<4xf32>
    %5 = "vector.shuffle"(%4, %4) <{mask = array<i64: 3, 2, 1, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %6 = "vector.shuffle"(%4, %5) <{mask = array<i64: 0, 4, 2, 6>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "vector.store"(%6, %arg3, %0) : (vector<4xf32>, memref<?xf32>, index) -> ()
    %7 = "vector.extract"(%4, %arg1) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, index) -> f32
    "memref.store"(%7, %arg3, %1) : (f32, memref<?xf32>, index) -> ()
    %8 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %10 = "vector.insert"(%8, %4, %arg2) <{static_position = array<i64: -9223372036854775808>}> : (f32, vector<4xf32>, index) -> vector<4xf32>
    %11 = "vector.insert"(%9, %10) <{static_position = array<i64: 0>}> : (f32, vector<4xf32>) -> vector<4xf32>
    "vector.store"(%11, %arg3, %2) : (vector<4xf32>, memref<?xf32>, index) -> ()
    %12 = "vector.shuffle"(%4, %4) <{mask = array<i64: 2>}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
    %13 = "vector.broadcast"(%12) : (vector<1xf32>) -> vector<4xf32>
    "vector.store"(%13, %arg3, %3) : (vector<4xf32>, memref<?xf32>, index) -> ()
    %14 = "vector.bitcast"(%4) : (vector<4xf32>) -> vector<4xi32>
    "vector.store"(%14, %arg4, %0) : (vector<4xi32>, memref<4xi32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

