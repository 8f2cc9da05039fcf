// cf.switch with the same case value twice
func.func @f(%v: i32) {
  cf.switch %v : i32, [
    default: ^bb1,
    1: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}
