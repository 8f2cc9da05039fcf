define float @unary_f32(float %x) {
entry:
  %v0 = call float @llvm.fabs.f32(float %x)
  %v1 = call float @llvm.ceil.f32(float %v0)
  %v2 = call float @llvm.cos.f32(float %v1)
  %v3 = call float @llvm.exp.f32(float %v2)
  %v4 = call float @llvm.exp2.f32(float %v3)
  %v5 = call float @llvm.floor.f32(float %v4)
  %v6 = call float @llvm.log.f32(float %v5)
  %v7 = call float @llvm.log10.f32(float %v6)
  %v8 = call float @llvm.log2.f32(float %v7)
  %v9 = call float @llvm.round.f32(float %v8)
  %v10 = call float @llvm.roundeven.f32(float %v9)
  %v11 = call float @llvm.sin.f32(float %v10)
  %v12 = call fast float @llvm.sqrt.f32(float %v11)
  %v13 = call nnan ninf float @llvm.trunc.f32(float %v12)
  %v14 = call float @acosf(float %v13)
  %v15 = call float @asinf(float %v14)
  %v16 = call float @atanf(float %v15)
  %v17 = call float @coshf(float %v16)
  %v18 = call float @sinhf(float %v17)
  %v19 = call float @tanf(float %v18)
  %v20 = call afn float @tanhf(float %v19)
  %v21 = call float @acoshf(float %v20)
  %v22 = call float @asinhf(float %v21)
  %v23 = call float @atanhf(float %v22)
  %v24 = call float @cbrtf(float %v23)
  %v25 = call float @erff(float %v24)
  %v26 = call float @erfcf(float %v25)
  %sqrt = call contract float @llvm.sqrt.f32(float %v26)
  %v27 = fdiv contract float 1.000000e+00, %sqrt
  %exp = call float @llvm.exp.f32(float %v27)
  %v28 = fsub float %exp, 1.000000e+00
  %sum = fadd float 1.000000e+00, %v28
  %v29 = call float @llvm.log.f32(float %sum)
  ret float %v29
}

define double @unary_f64(double %x) {
entry:
  %v0 = call double @llvm.sqrt.f64(double %x)
  %v1 = call double @cbrt(double %v0)
  %v2 = call double @tanh(double %v1)
  %sqrt = call double @llvm.sqrt.f64(double %v2)
  %v3 = fdiv double 1.000000e+00, %sqrt
  %exp = call double @llvm.exp.f64(double %v3)
  %v4 = fsub double %exp, 1.000000e+00
  %sum = fadd double 1.000000e+00, %v4
  %v5 = call double @llvm.log.f64(double %sum)
  ret double %v5
}

define { half, bfloat } @small_floats(half %h, bfloat %b) {
entry:
  %v0 = call half @llvm.sqrt.f16(half %h)
  %ext = fpext half %v0 to float
  %wide = call float @erff(float %ext)
  %v1 = fptrunc float %wide to half
  %sqrt = call half @llvm.sqrt.f16(half %v1)
  %v2 = fdiv half 0xH3C00, %sqrt
  %v3 = call bfloat @llvm.floor.bf16(bfloat %b)
  %ext.1 = fpext bfloat %v3 to float
  %wide.1 = call float @cbrtf(float %ext.1)
  %v4 = fptrunc float %wide.1 to bfloat
  %sum = fadd bfloat 0xR3F80, %v4
  %v5 = call bfloat @llvm.log.bf16(bfloat %sum)
  %ext.2 = fpext bfloat %v5 to float
  %ext.3 = fpext bfloat %v5 to float
  %wide.2 = call float @atan2f(float %ext.2, float %ext.3)
  %v6 = fptrunc float %wide.2 to bfloat
  %ret = insertvalue { half, bfloat } poison, half %v2, 0
  %ret.1 = insertvalue { half, bfloat } %ret, bfloat %v6, 1
  ret { half, bfloat } %ret.1
}

define { float, double } @binary(float %x, float %y, float %z, double %d, i32 %n, i16 %m) {
entry:
  %v0 = call float @atan2f(float %x, float %y)
  %v1 = call fast float @llvm.pow.f32(float %v0, float %y)
  %v2 = call float @llvm.copysign.f32(float %v1, float %y)
  %v3 = call float @llvm.fma.f32(float %v2, float %y, float %z)
  %v4 = call float @llvm.powi.f32.i32(float %v3, i32 %n)
  %v5 = call double @atan2(double %d, double %d)
  %exp = sext i16 %m to i32
  %v6 = call nsz double @llvm.powi.f64.i32(double %v5, i32 %exp)
  %v7 = call double @llvm.fma.f64(double %v6, double %v6, double %v6)
  %ret = insertvalue { float, double } poison, float %v4, 0
  %ret.1 = insertvalue { float, double } %ret, double %v7, 1
  ret { float, double } %ret.1
}

define { <4 x float>, <2 x double>, <4 x i1>, <4 x float> } @vectors(<4 x float> %v, <2 x double> %w) {
entry:
  %v0 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %v)
  %sqrt = call fast <4 x float> @llvm.sqrt.v4f32(<4 x float> %v0)
  %v1 = fdiv fast <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %sqrt
  %exp = call <4 x float> @llvm.exp.v4f32(<4 x float> %v1)
  %v2 = fsub <4 x float> %exp, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %sum = fadd <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %v2
  %v3 = call <4 x float> @llvm.log.v4f32(<4 x float> %sum)
  %v4 = call <4 x float> @llvm.fma.v4f32(<4 x float> %v3, <4 x float> %v3, <4 x float> %v)
  %v5 = call <4 x float> @llvm.pow.v4f32(<4 x float> %v4, <4 x float> %v)
  %lane = extractelement <2 x double> %w, i64 0
  %lane.1 = call double @tan(double %lane)
  %acc = insertelement <2 x double> poison, double %lane.1, i64 0
  %lane.2 = extractelement <2 x double> %w, i64 1
  %lane.3 = call double @tan(double %lane.2)
  %v6 = insertelement <2 x double> %acc, double %lane.3, i64 1
  %lane.4 = extractelement <2 x double> %v6, i64 0
  %lane.5 = call double @erf(double %lane.4)
  %acc.1 = insertelement <2 x double> poison, double %lane.5, i64 0
  %lane.6 = extractelement <2 x double> %v6, i64 1
  %lane.7 = call double @erf(double %lane.6)
  %v7 = insertelement <2 x double> %acc.1, double %lane.7, i64 1
  %lane.8 = extractelement <2 x double> %v7, i64 0
  %lane.9 = extractelement <2 x double> %w, i64 0
  %lane.10 = call double @atan2(double %lane.8, double %lane.9)
  %acc.2 = insertelement <2 x double> poison, double %lane.10, i64 0
  %lane.11 = extractelement <2 x double> %v7, i64 1
  %lane.12 = extractelement <2 x double> %w, i64 1
  %lane.13 = call double @atan2(double %lane.11, double %lane.12)
  %v8 = insertelement <2 x double> %acc.2, double %lane.13, i64 1
  %abs = call <4 x float> @llvm.fabs.v4f32(<4 x float> %v5)
  %v9 = fcmp one <4 x float> %abs, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %s = call <4 x float> @llvm.sin.v4f32(<4 x float> %v)
  %c = call <4 x float> @llvm.cos.v4f32(<4 x float> %v)
  %ret = insertvalue { <4 x float>, <2 x double>, <4 x i1>, <4 x float> } poison, <4 x float> %v5, 0
  %ret.1 = insertvalue { <4 x float>, <2 x double>, <4 x i1>, <4 x float> } %ret, <2 x double> %v8, 1
  %ret.2 = insertvalue { <4 x float>, <2 x double>, <4 x i1>, <4 x float> } %ret.1, <4 x i1> %v9, 2
  %ret.3 = insertvalue { <4 x float>, <2 x double>, <4 x i1>, <4 x float> } %ret.2, <4 x float> %c, 3
  ret { <4 x float>, <2 x double>, <4 x i1>, <4 x float> } %ret.3
}

define { i1, i1, i1, i1, double, double } @classify(float %x, half %h, double %d) {
entry:
  %v0 = fcmp uno float %x, %x
  %abs = call float @llvm.fabs.f32(float %x)
  %v1 = fcmp one float %abs, 0x7FF0000000000000
  %v2 = fcmp uno half %h, %h
  %abs.1 = call double @llvm.fabs.f64(double %d)
  %v3 = fcmp one double %abs.1, 0x7FF0000000000000
  %s = call afn double @llvm.sin.f64(double %d)
  %c = call afn double @llvm.cos.f64(double %d)
  %ret = insertvalue { i1, i1, i1, i1, double, double } poison, i1 %v0, 0
  %ret.1 = insertvalue { i1, i1, i1, i1, double, double } %ret, i1 %v1, 1
  %ret.2 = insertvalue { i1, i1, i1, i1, double, double } %ret.1, i1 %v2, 2
  %ret.3 = insertvalue { i1, i1, i1, i1, double, double } %ret.2, i1 %v3, 3
  %ret.4 = insertvalue { i1, i1, i1, i1, double, double } %ret.3, double %s, 4
  %ret.5 = insertvalue { i1, i1, i1, i1, double, double } %ret.4, double %c, 5
  ret { i1, i1, i1, i1, double, double } %ret.5
}

define { i32, i64, i64, <4 x i8>, i8 } @integers(i32 %i, i32 %j, i64 %k, i64 %n, <4 x i8> %v, i8 %b) {
entry:
  %v0 = call i32 @llvm.abs.i32(i32 %i, i1 false)
  %v1 = call i32 @llvm.ctlz.i32(i32 %v0, i1 false)
  %v2 = call i32 @llvm.cttz.i32(i32 %v1, i1 false)
  %v3 = call i32 @llvm.ctpop.i32(i32 %v2)
  %v4 = call i32 @__mlir_math_ipowi_i32(i32 %v3, i32 %j)
  %v5 = call i64 @llvm.ctlz.i64(i64 %k, i1 false)
  %v6 = call i64 @__mlir_math_ipowi_i64(i64 %v5, i64 %k)
  %v7 = call i64 @llvm.cttz.i64(i64 %n, i1 false)
  %v8 = call <4 x i8> @llvm.abs.v4i8(<4 x i8> %v, i1 false)
  %v9 = call <4 x i8> @llvm.ctpop.v4i8(<4 x i8> %v8)
  %lane = extractelement <4 x i8> %v9, i64 0
  %lane.1 = extractelement <4 x i8> %v, i64 0
  %lane.2 = call i8 @__mlir_math_ipowi_i8(i8 %lane, i8 %lane.1)
  %acc = insertelement <4 x i8> poison, i8 %lane.2, i64 0
  %lane.3 = extractelement <4 x i8> %v9, i64 1
  %lane.4 = extractelement <4 x i8> %v, i64 1
  %lane.5 = call i8 @__mlir_math_ipowi_i8(i8 %lane.3, i8 %lane.4)
  %acc.1 = insertelement <4 x i8> %acc, i8 %lane.5, i64 1
  %lane.6 = extractelement <4 x i8> %v9, i64 2
  %lane.7 = extractelement <4 x i8> %v, i64 2
  %lane.8 = call i8 @__mlir_math_ipowi_i8(i8 %lane.6, i8 %lane.7)
  %acc.2 = insertelement <4 x i8> %acc.1, i8 %lane.8, i64 2
  %lane.9 = extractelement <4 x i8> %v9, i64 3
  %lane.10 = extractelement <4 x i8> %v, i64 3
  %lane.11 = call i8 @__mlir_math_ipowi_i8(i8 %lane.9, i8 %lane.10)
  %v10 = insertelement <4 x i8> %acc.2, i8 %lane.11, i64 3
  %v11 = call i8 @__mlir_math_ipowi_i8(i8 %b, i8 %b)
  %ret = insertvalue { i32, i64, i64, <4 x i8>, i8 } poison, i32 %v4, 0
  %ret.1 = insertvalue { i32, i64, i64, <4 x i8>, i8 } %ret, i64 %v6, 1
  %ret.2 = insertvalue { i32, i64, i64, <4 x i8>, i8 } %ret.1, i64 %v7, 2
  %ret.3 = insertvalue { i32, i64, i64, <4 x i8>, i8 } %ret.2, <4 x i8> %v10, 3
  %ret.4 = insertvalue { i32, i64, i64, <4 x i8>, i8 } %ret.3, i8 %v11, 4
  ret { i32, i64, i64, <4 x i8>, i8 } %ret.4
}

declare float @llvm.fabs.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.log10.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.trunc.f32(float)
declare float @acosf(float)
declare float @asinf(float)
declare float @atanf(float)
declare float @coshf(float)
declare float @sinhf(float)
declare float @tanf(float)
declare float @tanhf(float)
declare float @acoshf(float)
declare float @asinhf(float)
declare float @atanhf(float)
declare float @cbrtf(float)
declare float @erff(float)
declare float @erfcf(float)
declare double @llvm.sqrt.f64(double)
declare double @cbrt(double)
declare double @tanh(double)
declare double @llvm.exp.f64(double)
declare double @llvm.log.f64(double)
declare half @llvm.sqrt.f16(half)
declare bfloat @llvm.floor.bf16(bfloat)
declare bfloat @llvm.log.bf16(bfloat)
declare float @atan2f(float, float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.powi.f32.i32(float, i32)
declare double @atan2(double, double)
declare double @llvm.powi.f64.i32(double, i32)
declare double @llvm.fma.f64(double, double, double)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)
declare <4 x float> @llvm.exp.v4f32(<4 x float>)
declare <4 x float> @llvm.log.v4f32(<4 x float>)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.pow.v4f32(<4 x float>, <4 x float>)
declare double @tan(double)
declare double @erf(double)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>)
declare <4 x float> @llvm.sin.v4f32(<4 x float>)
declare <4 x float> @llvm.cos.v4f32(<4 x float>)
declare double @llvm.fabs.f64(double)
declare double @llvm.sin.f64(double)
declare double @llvm.cos.f64(double)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
define linkonce_odr i32 @__mlir_math_ipowi_i32(i32 %b, i32 %p) {
entry:
  %p.zero = icmp eq i32 %p, 0
  br i1 %p.zero, label %one, label %p.nonzero
one:
  ret i32 1
p.nonzero:
  %p.neg = icmp sle i32 %p, 0
  br i1 %p.neg, label %neg, label %loop
neg:
  %b.zero = icmp eq i32 %b, 0
  br i1 %b.zero, label %div.zero, label %b.nonzero
div.zero:
  %q = sdiv i32 1, 0
  ret i32 %q
b.nonzero:
  %b.one = icmp eq i32 %b, 1
  br i1 %b.one, label %one, label %b.other
b.other:
  %b.minus1 = icmp eq i32 %b, -1
  br i1 %b.minus1, label %minus1, label %zero
minus1:
  %p.bit = and i32 %p, 1
  %p.odd = icmp ne i32 %p.bit, 0
  %sign = select i1 %p.odd, i32 -1, i32 1
  ret i32 %sign
zero:
  ret i32 0
loop:
  %acc = phi i32 [ 1, %p.nonzero ], [ %acc.next, %square ]
  %base = phi i32 [ %b, %p.nonzero ], [ %base.sq, %square ]
  %exp = phi i32 [ %p, %p.nonzero ], [ %exp.next, %square ]
  %bit = and i32 %exp, 1
  %odd = icmp ne i32 %bit, 0
  %prod = mul i32 %acc, %base
  %acc.next = select i1 %odd, i32 %prod, i32 %acc
  %exp.next = lshr i32 %exp, 1
  %done = icmp eq i32 %exp.next, 0
  br i1 %done, label %exit, label %square
exit:
  ret i32 %acc.next
square:
  %base.sq = mul i32 %base, %base
  br label %loop
}
declare i64 @llvm.ctlz.i64(i64, i1)
define linkonce_odr i64 @__mlir_math_ipowi_i64(i64 %b, i64 %p) {
entry:
  %p.zero = icmp eq i64 %p, 0
  br i1 %p.zero, label %one, label %p.nonzero
one:
  ret i64 1
p.nonzero:
  %p.neg = icmp sle i64 %p, 0
  br i1 %p.neg, label %neg, label %loop
neg:
  %b.zero = icmp eq i64 %b, 0
  br i1 %b.zero, label %div.zero, label %b.nonzero
div.zero:
  %q = sdiv i64 1, 0
  ret i64 %q
b.nonzero:
  %b.one = icmp eq i64 %b, 1
  br i1 %b.one, label %one, label %b.other
b.other:
  %b.minus1 = icmp eq i64 %b, -1
  br i1 %b.minus1, label %minus1, label %zero
minus1:
  %p.bit = and i64 %p, 1
  %p.odd = icmp ne i64 %p.bit, 0
  %sign = select i1 %p.odd, i64 -1, i64 1
  ret i64 %sign
zero:
  ret i64 0
loop:
  %acc = phi i64 [ 1, %p.nonzero ], [ %acc.next, %square ]
  %base = phi i64 [ %b, %p.nonzero ], [ %base.sq, %square ]
  %exp = phi i64 [ %p, %p.nonzero ], [ %exp.next, %square ]
  %bit = and i64 %exp, 1
  %odd = icmp ne i64 %bit, 0
  %prod = mul i64 %acc, %base
  %acc.next = select i1 %odd, i64 %prod, i64 %acc
  %exp.next = lshr i64 %exp, 1
  %done = icmp eq i64 %exp.next, 0
  br i1 %done, label %exit, label %square
exit:
  ret i64 %acc.next
square:
  %base.sq = mul i64 %base, %base
  br label %loop
}
declare i64 @llvm.cttz.i64(i64, i1)
declare <4 x i8> @llvm.abs.v4i8(<4 x i8>, i1)
declare <4 x i8> @llvm.ctpop.v4i8(<4 x i8>)
define linkonce_odr i8 @__mlir_math_ipowi_i8(i8 %b, i8 %p) {
entry:
  %p.zero = icmp eq i8 %p, 0
  br i1 %p.zero, label %one, label %p.nonzero
one:
  ret i8 1
p.nonzero:
  %p.neg = icmp sle i8 %p, 0
  br i1 %p.neg, label %neg, label %loop
neg:
  %b.zero = icmp eq i8 %b, 0
  br i1 %b.zero, label %div.zero, label %b.nonzero
div.zero:
  %q = sdiv i8 1, 0
  ret i8 %q
b.nonzero:
  %b.one = icmp eq i8 %b, 1
  br i1 %b.one, label %one, label %b.other
b.other:
  %b.minus1 = icmp eq i8 %b, -1
  br i1 %b.minus1, label %minus1, label %zero
minus1:
  %p.bit = and i8 %p, 1
  %p.odd = icmp ne i8 %p.bit, 0
  %sign = select i1 %p.odd, i8 -1, i8 1
  ret i8 %sign
zero:
  ret i8 0
loop:
  %acc = phi i8 [ 1, %p.nonzero ], [ %acc.next, %square ]
  %base = phi i8 [ %b, %p.nonzero ], [ %base.sq, %square ]
  %exp = phi i8 [ %p, %p.nonzero ], [ %exp.next, %square ]
  %bit = and i8 %exp, 1
  %odd = icmp ne i8 %bit, 0
  %prod = mul i8 %acc, %base
  %acc.next = select i1 %odd, i8 %prod, i8 %acc
  %exp.next = lshr i8 %exp, 1
  %done = icmp eq i8 %exp.next, 0
  br i1 %done, label %exit, label %square
exit:
  ret i8 %acc.next
square:
  %base.sq = mul i8 %base, %base
  br label %loop
}
