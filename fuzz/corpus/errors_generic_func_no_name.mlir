"func.func"() <{function_type = (i32) -> i32}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()
