// A pack '%x:2' binds '%x' too: in a nested region, that redefines an outer '%x'.
func.func private @two() -> (i32, i32)
func.func @f(%c: i1) -> i32 {
  %x = arith.constant 1 : i32
  scf.if %c {
    %x:2 = func.call @two() : () -> (i32, i32)
    scf.yield
  }
  return %x : i32
}
