"func.func"() <{function_type = (i64) -> i64, sym_name = "f"}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()
