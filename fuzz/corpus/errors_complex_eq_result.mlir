// complex.neq result of the wrong type (generic form)
func.func @f(%a: complex<f32>) -> i32 {
  %m = "complex.neq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return %m : i32
}
