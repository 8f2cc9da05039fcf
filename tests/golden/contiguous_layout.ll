define float @row_major(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, 8
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define void @row_major_list(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j, float %v) {
entry:
  %idx = mul i64 %i, 8
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  store float %v, ptr %ptr
  ret void
}

define void @column_major(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j, float %v) {
entry:
  %idx = mul i64 %j, 4
  %idx.1 = add i64 %i, %idx
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  store float %v, ptr %ptr
  ret void
}

define i32 @permuted_3d(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %i, i64 %j, i64 %k) {
entry:
  %idx = mul i64 %j, 10
  %idx.1 = add i64 %i, %idx
  %idx.2 = mul i64 %k, 2
  %idx.3 = add i64 %idx.1, %idx.2
  %ptr = getelementptr inbounds i32, ptr %m.aligned, i64 %idx.3
  %v0 = load i32, ptr %ptr
  ret i32 %v0
}

define void @permuted_3d_offset(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %i, i64 %j, i64 %k, double %v) {
entry:
  %idx = mul i64 %i, 5
  %idx.1 = add i64 7, %idx
  %idx.2 = add i64 %idx.1, %j
  %idx.3 = mul i64 %k, 10
  %idx.4 = add i64 %idx.2, %idx.3
  %ptr = getelementptr inbounds double, ptr %m.aligned, i64 %idx.4
  store double %v, ptr %ptr
  ret void
}

define float @dynamic_row_major(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @dynamic_column_major(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %j, %m.stride1
  %idx.1 = add i64 %i, %idx
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @dynamic_size_static_strides(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %j, 4
  %idx.1 = add i64 %i, %idx
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @dynamic_offset(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, 8
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = add i64 %idx.1, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  %v0 = load float, ptr %ptr
  ret float %v0
}

define void @static_offset(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j, float %v) {
entry:
  %idx = add i64 5, %i
  %idx.1 = mul i64 %j, 4
  %idx.2 = add i64 %idx, %idx.1
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  store float %v, ptr %ptr
  ret void
}

define i16 @dynamic_all_3d(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %i, i64 %j, i64 %k) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = add i64 %idx.1, %j
  %idx.3 = mul i64 %k, %m.stride2
  %idx.4 = add i64 %idx.2, %idx.3
  %ptr = getelementptr inbounds i16, ptr %m.aligned, i64 %idx.4
  %v0 = load i16, ptr %ptr
  ret i16 %v0
}

define float @rank0(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, ptr %n.alloc, ptr %n.aligned, i64 %n.offset) {
entry:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %m.offset
  %a = load float, ptr %ptr
  %ptr.1 = getelementptr inbounds float, ptr %n.aligned, i64 3
  %b = load float, ptr %ptr.1
  %s = fadd float %a, %b
  store float %s, ptr %ptr
  ret float %s
}

define i64 @rank1_offset(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %i) {
entry:
  %idx = add i64 %m.offset, %i
  %ptr = getelementptr inbounds i64, ptr %m.aligned, i64 %idx
  %v0 = load i64, ptr %ptr
  ret i64 %v0
}

define { ptr, ptr, i64, [3 x i64], [3 x i64] } @alloc_permuted(i64 %a, i64 %b, i64 %c) {
entry:
  %idx = mul i64 %a, %c
  %idx.1 = mul i64 %idx, %b
  %size.ptr = getelementptr float, ptr null, i64 %idx.1
  %size = ptrtoint ptr %size.ptr to i64
  %m = call ptr @malloc(i64 %size)
  %idx.2 = add i64 1, %idx
  %idx.3 = add i64 %idx.2, %a
  %ptr = getelementptr inbounds float, ptr %m, i64 %idx.3
  store float 2.5, ptr %ptr
  %desc = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %m, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc, ptr %m, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.2, i64 %a, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.3, i64 %b, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.4, i64 %c, 3, 2
  %desc.6 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.5, i64 1, 4, 0
  %desc.7 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.6, i64 %idx, 4, 1
  %desc.8 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.7, i64 %a, 4, 2
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.8
}

define float @alloca_column_major(i64 %i, i64 %j) {
entry:
  %m = alloca float, i64 12
  %n = alloca float, i64 12
  %idx = mul i64 %j, 3
  %idx.1 = add i64 %i, %idx
  %ptr = getelementptr inbounds float, ptr %m, i64 %idx.1
  store float 1.0, ptr %ptr
  %idx.2 = mul i64 %i, 4
  %idx.3 = add i64 %idx.2, %j
  %ptr.1 = getelementptr inbounds float, ptr %n, i64 %idx.3
  store float 1.0, ptr %ptr.1
  %idx.4 = mul i64 %i, 3
  %idx.5 = add i64 %j, %idx.4
  %ptr.2 = getelementptr inbounds float, ptr %m, i64 %idx.5
  %v0 = load float, ptr %ptr.2
  %idx.6 = mul i64 %j, 4
  %idx.7 = add i64 %idx.6, %i
  %ptr.3 = getelementptr inbounds float, ptr %n, i64 %idx.7
  %v1 = load float, ptr %ptr.3
  %s = fadd float %v0, %v1
  ret float %s
}

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @pass_through(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %m.stride0, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 %m.stride1, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define float @call_pass_through(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %call = call { ptr, ptr, i64, [2 x i64], [2 x i64] } @pass_through(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1)
  %r.alloc = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 0
  %r.aligned = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 1
  %r.offset = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 2
  %r.size0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 3, 0
  %r.size1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 3, 1
  %r.stride0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 4, 0
  %r.stride1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %call, 4, 1
  %is.dim = icmp eq i64 %i, 0
  %d = select i1 %is.dim, i64 %r.size0, i64 poison
  %is.dim.1 = icmp eq i64 %i, 1
  %d.1 = select i1 %is.dim.1, i64 8, i64 %d
  %idx = add i64 %r.offset, %i
  %idx.1 = mul i64 %j, %r.stride1
  %idx.2 = add i64 %idx, %idx.1
  %ptr = getelementptr inbounds float, ptr %r.aligned, i64 %idx.2
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @aliases(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = add i64 %m.offset, %i
  %idx.1 = mul i64 %j, 4
  %idx.2 = add i64 %idx, %idx.1
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  %v0 = load float, ptr %ptr
  ret float %v0
}

declare ptr @malloc(i64)
