@table = private constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]

define float @heap(i64 %n, i64 %i, float %v) {
entry:
  %size.ptr = getelementptr float, float* null, i64 %n
  %size = ptrtoint float* %size.ptr to i64
  %size.padded = add i64 %size, 32
  %m = call i8* @malloc(i64 %size.padded)
  %addr = ptrtoint i8* %m to i64
  %addr.bumped = add i64 %addr, 31
  %addr.rem = urem i64 %addr.bumped, 32
  %pad = sub i64 31, %addr.rem
  %aligned = getelementptr i8, i8* %m, i64 %pad
  %cast = bitcast i8* %m to float*
  %cast.1 = bitcast i8* %aligned to float*
  %ptr = getelementptr inbounds float, float* %cast.1, i64 %i
  store float %v, float* %ptr
  %x = load float, float* %ptr
  %copy.size.ptr = getelementptr float, float* null, i64 4
  %copy.size = ptrtoint float* %copy.size.ptr to i64
  %cast.2 = bitcast float* bitcast ([4 x float]* @table to float*) to i8*
  %cast.3 = bitcast float* %cast.1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %cast.3, i8* %cast.2, i64 %copy.size, i1 false)
  %cast.4 = bitcast float* %ptr to i8*
  call void @llvm.prefetch.p0i8(i8* %cast.4, i32 0, i32 3, i32 1)
  %cast.5 = bitcast float* %cast to i8*
  call void @free(i8* %cast.5)
  ret float %x
}

define i32 @spaces(i32 addrspace(1)* %m.alloc, i32 addrspace(1)* %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %i) {
entry:
  %s = alloca i32, i64 2
  %alloc.as = addrspacecast i32* %s to i32 addrspace(1)*
  %ptr = getelementptr inbounds i32, i32 addrspace(1)* %m.aligned, i64 %i
  %x = load i32, i32 addrspace(1)* %ptr
  %ptr.1 = getelementptr inbounds i32, i32 addrspace(1)* %alloc.as, i64 %i
  %old = atomicrmw add i32 addrspace(1)* %ptr.1, i32 %x acq_rel
  ret i32 %old
}

define float @max(float addrspace(1)* %m.alloc, float addrspace(1)* %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %i, float %v) {
entry:
  %ptr = getelementptr inbounds float, float addrspace(1)* %m.aligned, i64 %i
  %rmw.init = load float, float addrspace(1)* %ptr
  br label %rmw.loop

rmw.loop:
  %old = phi float [ %rmw.init, %entry ], [ %rmw.seen, %rmw.loop ]
  %rmw.new = call float @llvm.maxnum.f32(float %old, float %v)
  %cast = bitcast float addrspace(1)* %ptr to i32 addrspace(1)*
  %rmw.old.bits = bitcast float %old to i32
  %rmw.new.bits = bitcast float %rmw.new to i32
  %rmw.pair = cmpxchg i32 addrspace(1)* %cast, i32 %rmw.old.bits, i32 %rmw.new.bits acq_rel monotonic
  %rmw.seen.bits = extractvalue { i32, i1 } %rmw.pair, 0
  %rmw.swapped = extractvalue { i32, i1 } %rmw.pair, 1
  %rmw.seen = bitcast i32 %rmw.seen.bits to float
  br i1 %rmw.swapped, label %rmw.end, label %rmw.loop

rmw.end:
  ret float %old
}

define i64 @unranked(double* %m.alloc, double* %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %desc = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } poison, double* %m.alloc, 0
  %desc.1 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, double* %m.aligned, 1
  %desc.2 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.4, i64 %m.stride0, 4, 0
  %desc.6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.5, i64 %m.stride1, 4, 1
  %desc.ptr = alloca { double*, double*, i64, [2 x i64], [2 x i64] }, i64 1
  store { double*, double*, i64, [2 x i64], [2 x i64] } %desc.6, { double*, double*, i64, [2 x i64], [2 x i64] }* %desc.ptr
  %cast = bitcast { double*, double*, i64, [2 x i64], [2 x i64] }* %desc.ptr to i8*
  %cast.1 = bitcast i8* %cast to { double*, double*, i64, i64 }*
  %sizes = getelementptr { double*, double*, i64, i64 }, { double*, double*, i64, i64 }* %cast.1, i32 0, i32 3
  %size.ptr = getelementptr i64, i64* %sizes, i64 1
  %d = load i64, i64* %size.ptr
  %cast.2 = bitcast i8* %cast to { double*, double*, i64, [2 x i64], [2 x i64] }*
  %desc.7 = load { double*, double*, i64, [2 x i64], [2 x i64] }, { double*, double*, i64, [2 x i64], [2 x i64] }* %cast.2
  %r.alloc = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 0
  %r.aligned = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 1
  %r.offset = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 2
  %r.size0 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 3, 0
  %r.size1 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 3, 1
  %r.stride0 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 4, 0
  %r.stride1 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc.7, 4, 1
  %p = ptrtoint double* %r.aligned to i64
  %s = add i64 %d, %p
  ret i64 %s
}

define i64 @_mlir_ciface_unranked({ double*, double*, i64, [2 x i64], [2 x i64] }* %arg0) {
entry:
  %desc = load { double*, double*, i64, [2 x i64], [2 x i64] }, { double*, double*, i64, [2 x i64], [2 x i64] }* %arg0
  %arg0.alloc = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 0
  %arg0.aligned = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 1
  %arg0.offset = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 2
  %arg0.size0 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 3, 0
  %arg0.size1 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 3, 1
  %arg0.stride0 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 4, 0
  %arg0.stride1 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %desc, 4, 1
  %r = call i64 @unranked(double* %arg0.alloc, double* %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.size1, i64 %arg0.stride0, i64 %arg0.stride1)
  ret i64 %r
}

define { float*, float*, i64, [2 x i64], [2 x i64] } @bytes(i8* %buf.alloc, i8* %buf.aligned, i64 %buf.offset, i64 %buf.size0, i64 %buf.stride0, i64 %n) {
entry:
  %cast = bitcast i8* %buf.alloc to float*
  %view.ptr = getelementptr i8, i8* %buf.aligned, i64 0
  %cast.1 = bitcast i8* %view.ptr to float*
  %desc = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } poison, float* %cast, 0
  %desc.1 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %desc, float* %cast.1, 1
  %desc.2 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %desc.2, i64 %n, 3, 0
  %desc.4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %desc.3, i64 4, 3, 1
  %desc.5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %desc.4, i64 4, 4, 0
  %desc.6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %desc.5, i64 1, 4, 1
  ret { float*, float*, i64, [2 x i64], [2 x i64] } %desc.6
}

define <8 x float> @vectors(float* %m.alloc, float* %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %i, <8 x i1> %mask) {
entry:
  %ptr = getelementptr inbounds float, float* %m.aligned, i64 %i
  %cast = bitcast float* %ptr to <8 x float>*
  %v = load <8 x float>, <8 x float>* %cast, align 4
  %cast.1 = bitcast float* %ptr to <8 x float>*
  %w = call <8 x float> @llvm.masked.load.v8f32.p0v8f32(<8 x float>* %cast.1, i32 4, <8 x i1> %mask, <8 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>)
  %s = fadd <8 x float> %v, %w
  %cast.2 = bitcast float* %ptr to <8 x float>*
  store <8 x float> %s, <8 x float>* %cast.2, align 4
  ret <8 x float> %s
}

define i64 @twice(i64 %x) {
entry:
  %y = add i64 %x, %x
  ret i64 %y
}

define i64 @indirect(i64 %x) {
entry:
  %cast = bitcast i8* bitcast (i64 (i64)* @twice to i8*) to i64 (i64)*
  %y = call i64 %cast(i64 %x)
  ret i64 %y
}

declare i8* @malloc(i64)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)
declare void @free(i8*)
declare float @llvm.maxnum.f32(float, float)
declare <8 x float> @llvm.masked.load.v8f32.p0v8f32(<8 x float>*, i32, <8 x i1>, <8 x float>)
