// A syntax error in a generic function: the functions after it are still read.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0 %arg0) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  func.func @h(%a: i32) -> i64 {
    return %a : i32
  }
}) : () -> ()
