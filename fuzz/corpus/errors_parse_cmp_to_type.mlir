// A comparison takes no 'to' type: the grammar says so, whichever way the
// statement is read (a shortcut once accepted it and then failed to build it).
func.func @f(%a: f64, %b: f64) -> i1 {
  %p = arith.cmpf uno, %a, %b : f64 to i1
  return %p : i1
}
