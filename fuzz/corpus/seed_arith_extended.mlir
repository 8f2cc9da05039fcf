// fuzz seed: extended multiplication and addition, min/max, ceil/floor division, flags
func.func @ext(%a: i32, %b: i32) -> (i32, i32, i32, i1) {
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %ulo, %uhi = arith.mului_extended %a, %b : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %m = arith.maxsi %lo, %hi : i32
  %n = arith.minui %m, %ulo : i32
  %c = arith.ceildivsi %n, %a : i32
  %d = arith.ceildivui %c, %b : i32
  %f = arith.floordivsi %d, %a : i32
  %g = arith.addi %f, %s overflow<nsw, nuw> : i32
  %h = arith.shrui %g, %b : i32
  %i = arith.divui %h, %b exact : i32
  return %i, %uhi, %g, %o : i32, i32, i32, i1
}
func.func @floats(%x: f32, %y: f32, %h: f16, %bf: bf16, %d: f64) -> (f32, f16, bf16, f64) {
  %0 = arith.maximumf %x, %y : f32
  %1 = arith.minnumf %0, %y fastmath<nnan, ninf> : f32
  %2 = arith.remf %1, %x fastmath<fast> : f32
  %3 = arith.negf %h : f16
  %4 = arith.mulf %bf, %bf fastmath<contract, afn, reassoc, arcp, nsz> : bf16
  %5 = arith.divf %d, %d : f64
  %6 = arith.minimumf %5, %d : f64
  %7 = arith.maxnumf %6, %5 : f64
  return %2, %3, %4, %7 : f32, f16, bf16, f64
}
