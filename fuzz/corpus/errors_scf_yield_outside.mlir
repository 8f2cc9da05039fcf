// scf.yield directly in a function body
func.func @f(%a: i32) -> i32 {
  scf.yield %a : i32
}
