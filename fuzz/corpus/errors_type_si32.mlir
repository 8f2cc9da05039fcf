// a signed integer type passes through functions, but arith takes
// signless integers only
func.func @f(%a: si32) -> si32 {
  %b = arith.addi %a, %a : si32
  return %b : si32
}
