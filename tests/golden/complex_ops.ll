define { { float, float }, float, i1, i1 } @ops(float %x, float %y, { float, float } %b) {
entry:
  %part = insertvalue { float, float } poison, float %x, 0
  %a = insertvalue { float, float } %part, float %y, 1
  %re = extractvalue { float, float } %a, 0
  %im = extractvalue { float, float } %a, 1
  %re.1 = extractvalue { float, float } { float 1.5, float -2.0 }, 0
  %im.1 = extractvalue { float, float } { float 1.5, float -2.0 }, 1
  %t = fadd nnan ninf float %re, %re.1
  %t.1 = fadd nnan ninf float %im, %im.1
  %part.1 = insertvalue { float, float } poison, float %t, 0
  %s = insertvalue { float, float } %part.1, float %t.1, 1
  %re.2 = extractvalue { float, float } %s, 0
  %im.2 = extractvalue { float, float } %s, 1
  %re.3 = extractvalue { float, float } %b, 0
  %im.3 = extractvalue { float, float } %b, 1
  %t.2 = fmul float %re.2, %re.3
  %t.3 = fmul float %im.2, %im.3
  %t.4 = fsub float %t.2, %t.3
  %t.5 = fmul float %im.2, %re.3
  %t.6 = fmul float %re.2, %im.3
  %t.7 = fadd float %t.5, %t.6
  %part.2 = insertvalue { float, float } poison, float %t.4, 0
  %p = insertvalue { float, float } %part.2, float %t.7, 1
  %re.4 = extractvalue { float, float } %p, 0
  %im.4 = extractvalue { float, float } %p, 1
  %t.8 = fneg float %re.4
  %t.9 = fneg float %im.4
  %part.3 = insertvalue { float, float } poison, float %t.8, 0
  %n = insertvalue { float, float } %part.3, float %t.9, 1
  %re.5 = extractvalue { float, float } %n, 0
  %im.5 = extractvalue { float, float } %n, 1
  %t.10 = fneg float %im.5
  %part.4 = insertvalue { float, float } poison, float %re.5, 0
  %j = insertvalue { float, float } %part.4, float %t.10, 1
  %re.6 = extractvalue { float, float } %j, 0
  %im.6 = extractvalue { float, float } %j, 1
  %fabs = call fast float @llvm.fabs.f32(float %re.6)
  %fabs.1 = call fast float @llvm.fabs.f32(float %im.6)
  %max = call float @__ir2ll.maximum.f32(float %fabs, float %fabs.1)
  %min = call float @__ir2ll.minimum.f32(float %fabs, float %fabs.1)
  %t.11 = fdiv nsz arcp contract afn reassoc float %min, %max
  %t.12 = fmul nsz arcp contract afn reassoc float %t.11, %t.11
  %t.13 = fadd nsz arcp contract afn reassoc float %t.12, 1.000000e+00
  %sqrt = call nsz arcp contract afn reassoc float @llvm.sqrt.f32(float %t.13)
  %t.14 = fmul nsz arcp contract afn reassoc float %max, %sqrt
  %c = fcmp nsz arcp contract afn reassoc uno float %t.14, %t.14
  %m = select i1 %c, float %min, float %t.14
  %r = extractvalue { float, float } %j, 0
  %t.15 = fadd float %m, %r
  %re.7 = extractvalue { float, float } %a, 0
  %im.7 = extractvalue { float, float } %a, 1
  %re.8 = extractvalue { float, float } %b, 0
  %im.8 = extractvalue { float, float } %b, 1
  %c.1 = fcmp oeq float %re.7, %re.8
  %c.2 = fcmp oeq float %im.7, %im.8
  %e = and i1 %c.1, %c.2
  %re.9 = extractvalue { float, float } %a, 0
  %im.9 = extractvalue { float, float } %a, 1
  %re.10 = extractvalue { float, float } { float 1.5, float -2.0 }, 0
  %im.10 = extractvalue { float, float } { float 1.5, float -2.0 }, 1
  %c.3 = fcmp une float %re.9, %re.10
  %c.4 = fcmp une float %im.9, %im.10
  %ne = or i1 %c.3, %c.4
  %ret = insertvalue { { float, float }, float, i1, i1 } poison, { float, float } %j, 0
  %ret.1 = insertvalue { { float, float }, float, i1, i1 } %ret, float %t.15, 1
  %ret.2 = insertvalue { { float, float }, float, i1, i1 } %ret.1, i1 %e, 2
  %ret.3 = insertvalue { { float, float }, float, i1, i1 } %ret.2, i1 %ne, 3
  ret { { float, float }, float, i1, i1 } %ret.3
}

define { double, double } @div({ double, double } %a, { double, double } %b) {
entry:
  %re = extractvalue { double, double } %a, 0
  %im = extractvalue { double, double } %a, 1
  %re.1 = extractvalue { double, double } %b, 0
  %im.1 = extractvalue { double, double } %b, 1
  %t = fdiv double %re.1, %im.1
  %t.1 = fmul double %t, %re.1
  %t.2 = fadd double %im.1, %t.1
  %t.3 = fmul double %re, %t
  %t.4 = fadd double %t.3, %im
  %t.5 = fdiv double %t.4, %t.2
  %t.6 = fmul double %im, %t
  %t.7 = fsub double %t.6, %re
  %t.8 = fdiv double %t.7, %t.2
  %t.9 = fdiv double %im.1, %re.1
  %t.10 = fmul double %t.9, %im.1
  %t.11 = fadd double %re.1, %t.10
  %t.12 = fmul double %im, %t.9
  %t.13 = fadd double %re, %t.12
  %t.14 = fdiv double %t.13, %t.11
  %t.15 = fmul double %re, %t.9
  %t.16 = fsub double %im, %t.15
  %t.17 = fdiv double %t.16, %t.11
  %fabs = call double @llvm.fabs.f64(double %re.1)
  %c = fcmp oeq double %fabs, 0.000000e+00
  %fabs.1 = call double @llvm.fabs.f64(double %im.1)
  %c.1 = fcmp oeq double %fabs.1, 0.000000e+00
  %c.2 = fcmp ord double %re, 0.000000e+00
  %c.3 = fcmp ord double %im, 0.000000e+00
  %c.4 = or i1 %c.2, %c.3
  %c.5 = and i1 %c, %c.1
  %c.6 = and i1 %c.4, %c.5
  %copysign = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %re.1)
  %t.18 = fmul double %copysign, %re
  %t.19 = fmul double %copysign, %im
  %c.7 = fcmp one double %fabs, 0x7FF0000000000000
  %c.8 = fcmp one double %fabs.1, 0x7FF0000000000000
  %c.9 = and i1 %c.7, %c.8
  %fabs.2 = call double @llvm.fabs.f64(double %re)
  %c.10 = fcmp oeq double %fabs.2, 0x7FF0000000000000
  %fabs.3 = call double @llvm.fabs.f64(double %im)
  %c.11 = fcmp oeq double %fabs.3, 0x7FF0000000000000
  %c.12 = or i1 %c.10, %c.11
  %c.13 = and i1 %c.12, %c.9
  %s = select i1 %c.10, double 1.000000e+00, double 0.000000e+00
  %copysign.1 = call double @llvm.copysign.f64(double %s, double %re)
  %s.1 = select i1 %c.11, double 1.000000e+00, double 0.000000e+00
  %copysign.2 = call double @llvm.copysign.f64(double %s.1, double %im)
  %t.20 = fmul double %copysign.1, %re.1
  %t.21 = fmul double %copysign.2, %im.1
  %t.22 = fadd double %t.20, %t.21
  %t.23 = fmul double 0x7FF0000000000000, %t.22
  %t.24 = fmul double %copysign.1, %im.1
  %t.25 = fmul double %copysign.2, %re.1
  %t.26 = fsub double %t.25, %t.24
  %t.27 = fmul double 0x7FF0000000000000, %t.26
  %c.14 = fcmp one double %fabs.2, 0x7FF0000000000000
  %c.15 = fcmp one double %fabs.3, 0x7FF0000000000000
  %c.16 = and i1 %c.14, %c.15
  %c.17 = fcmp oeq double %fabs, 0x7FF0000000000000
  %c.18 = fcmp oeq double %fabs.1, 0x7FF0000000000000
  %c.19 = or i1 %c.17, %c.18
  %c.20 = and i1 %c.16, %c.19
  %s.2 = select i1 %c.17, double 1.000000e+00, double 0.000000e+00
  %copysign.3 = call double @llvm.copysign.f64(double %s.2, double %re.1)
  %s.3 = select i1 %c.18, double 1.000000e+00, double 0.000000e+00
  %copysign.4 = call double @llvm.copysign.f64(double %s.3, double %im.1)
  %t.28 = fmul double %re, %copysign.3
  %t.29 = fmul double %im, %copysign.4
  %t.30 = fadd double %t.28, %t.29
  %t.31 = fmul double 0.000000e+00, %t.30
  %t.32 = fmul double %re, %copysign.4
  %t.33 = fmul double %im, %copysign.3
  %t.34 = fsub double %t.33, %t.32
  %t.35 = fmul double 0.000000e+00, %t.34
  %c.21 = fcmp olt double %fabs, %fabs.1
  %s.4 = select i1 %c.21, double %t.5, double %t.14
  %s.5 = select i1 %c.21, double %t.8, double %t.17
  %s.6 = select i1 %c.20, double %t.31, double %s.4
  %s.7 = select i1 %c.20, double %t.35, double %s.5
  %s.8 = select i1 %c.13, double %t.23, double %s.6
  %s.9 = select i1 %c.13, double %t.27, double %s.7
  %s.10 = select i1 %c.6, double %t.18, double %s.8
  %s.11 = select i1 %c.6, double %t.19, double %s.9
  %c.22 = fcmp uno double %s.4, 0.000000e+00
  %c.23 = fcmp uno double %s.5, 0.000000e+00
  %c.24 = and i1 %c.22, %c.23
  %s.12 = select i1 %c.24, double %s.10, double %s.4
  %s.13 = select i1 %c.24, double %s.11, double %s.5
  %part = insertvalue { double, double } poison, double %s.12, 0
  %q = insertvalue { double, double } %part, double %s.13, 1
  ret { double, double } %q
}

define { half, { bfloat, bfloat } } @small({ half, half } %a, { bfloat, bfloat } %b) {
entry:
  %i = extractvalue { half, half } %a, 1
  %re = extractvalue { bfloat, bfloat } %b, 0
  %im = extractvalue { bfloat, bfloat } %b, 1
  %re.1 = extractvalue { bfloat, bfloat } { bfloat 0xR3F80, bfloat 0xR3F00 }, 0
  %im.1 = extractvalue { bfloat, bfloat } { bfloat 0xR3F80, bfloat 0xR3F00 }, 1
  %t = fsub bfloat %re, %re.1
  %t.1 = fsub bfloat %im, %im.1
  %part = insertvalue { bfloat, bfloat } poison, bfloat %t, 0
  %s = insertvalue { bfloat, bfloat } %part, bfloat %t.1, 1
  %ret = insertvalue { half, { bfloat, bfloat } } poison, half %i, 0
  %ret.1 = insertvalue { half, { bfloat, bfloat } } %ret, { bfloat, bfloat } %s, 1
  ret { half, { bfloat, bfloat } } %ret.1
}

declare float @llvm.fabs.f32(float)
define linkonce_odr float @__ir2ll.maximum.f32(float %a, float %b) alwaysinline {
entry:
  %uno = fcmp uno float %a, %b
  %nan = fadd float %a, %b
  %first = fcmp ogt float %a, %b
  %second = fcmp ogt float %b, %a
  %a.bits = bitcast float %a to i32
  %b.bits = bitcast float %b to i32
  %bits = and i32 %a.bits, %b.bits
  %zero = bitcast i32 %bits to float
  %pick = select i1 %second, float %b, float %zero
  %pick.1 = select i1 %first, float %a, float %pick
  %r = select i1 %uno, float %nan, float %pick.1
  ret float %r
}
define linkonce_odr float @__ir2ll.minimum.f32(float %a, float %b) alwaysinline {
entry:
  %uno = fcmp uno float %a, %b
  %nan = fadd float %a, %b
  %first = fcmp olt float %a, %b
  %second = fcmp olt float %b, %a
  %a.bits = bitcast float %a to i32
  %b.bits = bitcast float %b to i32
  %bits = or i32 %a.bits, %b.bits
  %zero = bitcast i32 %bits to float
  %pick = select i1 %second, float %b, float %zero
  %pick.1 = select i1 %first, float %a, float %pick
  %r = select i1 %uno, float %nan, float %pick.1
  ret float %r
}
declare float @llvm.sqrt.f32(float)
declare double @llvm.fabs.f64(double)
declare double @llvm.copysign.f64(double, double)
