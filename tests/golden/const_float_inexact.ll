define { float, double } @consts(float %x, double %y) {
entry:
  %s = fadd float %x, 0x3EE4F8B580000000
  %t = fmul float %s, 0x3FB99999A0000000
  %u = fsub float %t, 2.500000e-01
  %v = fadd double %y, 0.1
  %ret = insertvalue { float, double } poison, float %u, 0
  %ret.1 = insertvalue { float, double } %ret, double %v, 1
  ret { float, double } %ret.1
}

