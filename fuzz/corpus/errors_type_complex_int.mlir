// complex element type must be a float type
func.func @f(%c: complex<i32>) {
  return
}
