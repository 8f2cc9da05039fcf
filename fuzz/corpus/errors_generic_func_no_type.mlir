"func.func"() <{sym_name = "f", function_type = i32}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()
