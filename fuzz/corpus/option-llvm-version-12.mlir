// ir2ll-args: --llvm-version=12
func.func @f() {
  return
}
