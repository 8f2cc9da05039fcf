define { float, float } @ops(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j, float %s, <8 x i1> %mask, <8 x float> %pass) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v = load <8 x float>, ptr %ptr, align 4
  %idx.2 = mul i64 %j, %m.stride0
  %idx.3 = add i64 %idx.2, %i
  %ptr.1 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.3
  store <8 x float> %v, ptr %ptr.1, align 32
  %splat = insertelement <4 x float> poison, float %s, i32 0
  %b = shufflevector <4 x float> %splat, <4 x float> poison, <4 x i32> zeroinitializer
  %e = extractelement <4 x float> %b, i64 %i
  %ins = insertelement <4 x float> %b, float %e, i64 1
  %r = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %ins)
  %r2 = call i1 @llvm.vector.reduce.smin.v8i1(<8 x i1> %mask)
  %lane = extractelement <4 x float> %ins, i64 0
  %lane.1 = extractelement <4 x float> %ins, i64 1
  %red = call float @__ir2ll.maximum.f32(float %lane, float %lane.1)
  %lane.2 = extractelement <4 x float> %ins, i64 2
  %red.1 = call float @__ir2ll.maximum.f32(float %red, float %lane.2)
  %lane.3 = extractelement <4 x float> %ins, i64 3
  %red.2 = call float @__ir2ll.maximum.f32(float %red.1, float %lane.3)
  %mx = call float @__ir2ll.maximum.f32(float %red.2, float %r)
  %sh = shufflevector <4 x float> %b, <4 x float> %ins, <4 x i32> <i32 0, i32 4, i32 poison, i32 7>
  %f = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %sh, <4 x float> %sh, <4 x float> %b)
  %ml = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %ptr, i32 4, <8 x i1> %mask, <8 x float> %pass)
  %idx.4 = add i64 %idx.2, %j
  %ptr.2 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.4
  call void @llvm.masked.store.v8f32.p0(<8 x float> %ml, ptr %ptr.2, i32 4, <8 x i1> %mask)
  %bc = bitcast <4 x float> %f to <2 x i64>
  %x = extractelement <2 x i64> %bc, i64 0
  %ret = insertvalue { float, float } poison, float %r, 0
  %ret.1 = insertvalue { float, float } %ret, float %mx, 1
  ret { float, float } %ret.1
}

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare i1 @llvm.vector.reduce.smin.v8i1(<8 x i1>)
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
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr, i32, <8 x i1>, <8 x float>)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr, i32, <8 x i1>)
