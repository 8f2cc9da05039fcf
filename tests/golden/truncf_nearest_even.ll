define { float, half, half } @f(double %a, float %b) {
entry:
  %v0 = fptrunc double %a to float
  %v1 = fptrunc double %a to half
  %v2 = fptrunc float %b to half
  %ret = insertvalue { float, half, half } poison, float %v0, 0
  %ret.1 = insertvalue { float, half, half } %ret, half %v1, 1
  %ret.2 = insertvalue { float, half, half } %ret.1, half %v2, 2
  ret { float, half, half } %ret.2
}

