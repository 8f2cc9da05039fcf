"builtin.module"() ({
}) : (i32) -> ()
