"func.func"() <{function_type = (i64, i64) -> i64, sym_name = "f"}> ({
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
  "func.return"(%0) : (i64) -> ()
}) : () -> ()
