// arith.cmpi on floats
func.func @f(%a: f32) -> i1 {
  %0 = arith.cmpi slt, %a, %a : f32
  return %0 : i1
}
