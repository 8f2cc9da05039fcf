@c = private constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 64

@g = global [2 x [3 x i32]] undef

@z = global float 0.0

@m = private global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 -4]]

@ext = external global [3 x i64]

@splat = private constant [2 x [2 x [2 x double]]] [[2 x [2 x double]] [[2 x double] [double 2.5, double 2.5], [2 x double] [double 2.5, double 2.5]], [2 x [2 x double]] [[2 x double] [double 2.5, double 2.5], [2 x double] [double 2.5, double 2.5]]]

@zero = private constant [1000 x i32] zeroinitializer

@flags = private constant [3 x i1] [i1 true, i1 false, i1 true]

@hex = private constant [3 x float] [float 0x7FF8000000000000, float -0.0, float 0x3FB99999A0000000]

@half = private constant [2 x half] [half 0xH3C00, half 0xH7C00]

@dev = addrspace(1) global [2 x i64] [i64 5, i64 -6]

@idx = private constant [2 x i64] [i64 9223372036854775807, i64 -1]

define float @get(i64 %i) {
entry:
  %ptr = getelementptr inbounds float, ptr @c, i64 %i
  %v1 = load float, ptr %ptr
  ret float %v1
}

define { ptr, ptr, i64 } @rank0() {
entry:
  %desc = insertvalue { ptr, ptr, i64 } poison, ptr inttoptr (i64 3735928559 to ptr), 0
  %desc.1 = insertvalue { ptr, ptr, i64 } %desc, ptr @z, 1
  %desc.2 = insertvalue { ptr, ptr, i64 } %desc.1, i64 0, 2
  ret { ptr, ptr, i64 } %desc.2
}

define i8 @later(i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, 3
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds i8, ptr @after, i64 %idx.1
  %v1 = load i8, ptr %ptr
  ret i8 %v1
}

define i64 @space(i64 %i) {
entry:
  %ptr = getelementptr inbounds i64, ptr addrspace(1) @dev, i64 %i
  %v1 = load i64, ptr addrspace(1) %ptr
  ret i64 %v1
}

@after = private global [2 x [3 x i8]] [[3 x i8] [i8 1, i8 2, i8 3], [3 x i8] [i8 4, i8 5, i8 6]]

define void @copy_dense(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.size1, i64 %a.stride0, i64 %a.stride1, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.size1, i64 %b.stride0, i64 %b.stride1) {
entry:
  %idx = mul i64 %a.size0, 4
  %copy.size.ptr = getelementptr float, ptr null, i64 %idx
  %copy.size = ptrtoint ptr %copy.size.ptr to i64
  call void @llvm.memcpy.p0.p0.i64(ptr %b.aligned, ptr %a.aligned, i64 %copy.size, i1 false)
  ret void
}

define void @copy_global(ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.size1, i64 %b.stride0, i64 %b.stride1) {
entry:
  %copy.size.ptr = getelementptr i32, ptr null, i64 6
  %copy.size = ptrtoint ptr %copy.size.ptr to i64
  call void @llvm.memcpy.p0.p0.i64(ptr %b.aligned, ptr @g, i64 %copy.size, i1 false)
  ret void
}

define void @copy_same_order(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.size1, i64 %a.stride0, i64 %a.stride1, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.size1, i64 %b.stride0, i64 %b.stride1) {
entry:
  %idx = mul i64 %a.size0, %a.size1
  %copy.size.ptr = getelementptr float, ptr null, i64 %idx
  %copy.size = ptrtoint ptr %copy.size.ptr to i64
  %ptr = getelementptr inbounds float, ptr %b.aligned, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr %ptr, ptr %a.aligned, i64 %copy.size, i1 false)
  ret void
}

define void @copy_offset(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.stride0, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.stride0) {
entry:
  %copy.size.ptr = getelementptr double, ptr null, i64 4
  %copy.size = ptrtoint ptr %copy.size.ptr to i64
  %ptr = getelementptr inbounds double, ptr %a.aligned, i64 %a.offset
  %ptr.1 = getelementptr inbounds double, ptr %b.aligned, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr %ptr.1, ptr %ptr, i64 %copy.size, i1 false)
  ret void
}

define void @copy_strided(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.size1, i64 %a.stride0, i64 %a.stride1, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.size1, i64 %b.stride0, i64 %b.stride1) {
entry:
  br label %copy.loop

copy.loop:
  %copy.i = phi i64 [ 0, %entry ], [ %copy.next.1, %copy.end.1 ]
  %copy.more = icmp slt i64 %copy.i, %a.size0
  br i1 %copy.more, label %copy.body, label %copy.end

copy.body:
  br label %copy.loop.1

copy.loop.1:
  %copy.i.1 = phi i64 [ 0, %copy.body ], [ %copy.next, %copy.body.1 ]
  %copy.more.1 = icmp slt i64 %copy.i.1, %a.size1
  br i1 %copy.more.1, label %copy.body.1, label %copy.end.1

copy.body.1:
  %idx = mul i64 %copy.i, %a.stride0
  %idx.1 = mul i64 %copy.i.1, 2
  %idx.2 = add i64 %idx, %idx.1
  %ptr = getelementptr inbounds i32, ptr %a.aligned, i64 %idx.2
  %copy.elem = load i32, ptr %ptr
  %idx.3 = mul i64 %copy.i, %b.stride0
  %idx.4 = add i64 %idx.3, %copy.i.1
  %ptr.1 = getelementptr inbounds i32, ptr %b.aligned, i64 %idx.4
  store i32 %copy.elem, ptr %ptr.1
  %copy.next = add i64 %copy.i.1, 1
  br label %copy.loop.1

copy.end.1:
  %copy.next.1 = add i64 %copy.i, 1
  br label %copy.loop

copy.end:
  ret void
}

define void @copy_transpose(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.size1, i64 %a.stride0, i64 %a.stride1, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.size1, i64 %b.stride0, i64 %b.stride1) {
entry:
  br label %copy.loop

copy.loop:
  %copy.i = phi i64 [ 0, %entry ], [ %copy.next.1, %copy.end.1 ]
  %copy.more = icmp slt i64 %copy.i, 2
  br i1 %copy.more, label %copy.body, label %copy.end

copy.body:
  br label %copy.loop.1

copy.loop.1:
  %copy.i.1 = phi i64 [ 0, %copy.body ], [ %copy.next, %copy.body.1 ]
  %copy.more.1 = icmp slt i64 %copy.i.1, 3
  br i1 %copy.more.1, label %copy.body.1, label %copy.end.1

copy.body.1:
  %idx = mul i64 %copy.i, 3
  %idx.1 = add i64 %idx, %copy.i.1
  %ptr = getelementptr inbounds float, ptr %a.aligned, i64 %idx.1
  %copy.elem = load float, ptr %ptr
  %idx.2 = mul i64 %copy.i.1, 2
  %idx.3 = add i64 %copy.i, %idx.2
  %ptr.1 = getelementptr inbounds float, ptr %b.aligned, i64 %idx.3
  store float %copy.elem, ptr %ptr.1
  %copy.next = add i64 %copy.i.1, 1
  br label %copy.loop.1

copy.end.1:
  %copy.next.1 = add i64 %copy.i, 1
  br label %copy.loop

copy.end:
  ret void
}

define void @copy_rank0(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, ptr %b.alloc, ptr %b.aligned, i64 %b.offset) {
entry:
  %copy.size.ptr = getelementptr i16, ptr null, i64 1
  %copy.size = ptrtoint ptr %copy.size.ptr to i64
  call void @llvm.memcpy.p0.p0.i64(ptr %b.aligned, ptr %a.aligned, i64 %copy.size, i1 false)
  ret void
}

define void @copy_space(ptr addrspace(1) %a.alloc, ptr addrspace(1) %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.stride0, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.stride0) {
entry:
  %copy.size.ptr = getelementptr i64, ptr null, i64 %a.size0
  %copy.size = ptrtoint ptr %copy.size.ptr to i64
  call void @llvm.memcpy.p0.p1.i64(ptr %b.aligned, ptr addrspace(1) %a.aligned, i64 %copy.size, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
