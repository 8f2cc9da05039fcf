// generic arith.constant without a value attribute
func.func @f() -> i32 {
  %0 = "arith.constant"() : () -> i32
  return %0 : i32
}
