// tensor in a function result type
func.func private @g() -> tensor<4xf32>
