// tensor argument in a declaration
func.func private @g(tensor<4xf32>)
