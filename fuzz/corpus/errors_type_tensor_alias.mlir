// tensor behind a type alias
!t = tensor<4xf32>
func.func @f(%a: !t) {
  return
}
