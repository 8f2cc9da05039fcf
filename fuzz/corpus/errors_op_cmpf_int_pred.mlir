// arith.cmpf with an integer predicate (result left unnamed)
func.func @f(%a: f32) {
  arith.cmpf slt, %a, %a : f32
  return
}
