// Float constants that f32 cannot hold exactly are printed in LLVM's
// hexadecimal double form, the value rounded to f32 (as MLIR 22 prints
// them); exact ones and f64 ones keep their decimal spelling.
func.func @consts(%x: f32, %y: f64) -> (f32, f64) {
  %a = arith.constant 1.000000e-05 : f32
  %b = arith.constant 0.1 : f32
  %c = arith.constant 2.500000e-01 : f32
  %d = arith.constant 0.1 : f64
  %s = arith.addf %x, %a : f32
  %t = arith.mulf %s, %b : f32
  %u = arith.subf %t, %c : f32
  %v = arith.addf %y, %d : f64
  return %u, %v : f32, f64
}
