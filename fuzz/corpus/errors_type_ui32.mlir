// an unsigned integer type passes through functions, but arith's
// constants are of signless integers only
func.func @f(%a: ui32) -> ui32 {
  %b = arith.constant 7 : ui32
  return %b : ui32
}
