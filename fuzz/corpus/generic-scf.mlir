"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "clamp"}> ({
  ^bb0(%arg9: i32, %arg10: i32, %arg11: i32):
    %6 = "arith.cmpi"(%arg9, %arg10) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7 = "scf.if"(%6) ({
      "scf.yield"(%arg10) : (i32) -> ()
    }, {
      %8 = "arith.cmpi"(%arg9, %arg11) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %9 = "scf.if"(%8) ({
        "scf.yield"(%arg11) : (i32) -> ()
      }, {
        "scf.yield"(%arg9) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf64>, index, f64) -> (), sym_name = "store_if_positive"}> ({
  ^bb0(%arg6: memref<4xf64>, %arg7: index, %arg8: f64):
    %4 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %5 = "arith.cmpf"(%arg8, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    "scf.if"(%5) ({
      "memref.store"(%arg8, %arg6, %arg7) : (f64, memref<4xf64>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "gcd"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i64, %arg5: i64):
      %3 = "arith.cmpi"(%arg5, %0) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "scf.condition"(%3, %arg4, %arg5) : (i1, i64, i64) -> ()
    }, {
    ^bb0(%arg2: i64, %arg3: i64):
      %2 = "arith.remui"(%arg2, %arg3) : (i64, i64) -> i64
      "scf.yield"(%arg3, %2) : (i64, i64) -> ()
    }) : (i64, i64) -> (i64, i64)
    "func.return"(%1#0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

