// the generic form's initial value of another type than the global's
"memref.global"() <{initial_value = dense<[1, 2]> : tensor<2xi64>, sym_name = "c", type = memref<2xi32>}> : () -> ()
