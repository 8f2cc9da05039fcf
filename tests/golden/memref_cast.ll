define float @static_to_dynamic(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @dynamic_to_static(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, 8
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @identity_contiguous(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, 8
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = add i64 %idx.1, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  %v0 = load float, ptr %ptr
  %idx.3 = mul i64 %j, 8
  %idx.4 = add i64 %idx.3, %i
  %ptr.1 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.4
  %v1 = load float, ptr %ptr.1
  %s = fadd float %v0, %v1
  ret float %s
}

define float @contiguous_strided(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = mul i64 %j, %m.stride1
  %idx.3 = add i64 %idx.1, %idx.2
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.3
  %v0 = load float, ptr %ptr
  %idx.4 = add i64 %i, %idx.2
  %ptr.1 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.4
  %v1 = load float, ptr %ptr.1
  %r = fadd float %v0, %v1
  ret float %r
}

define i32 @strided_to_permuted(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %i, i64 %j, i64 %k) {
entry:
  %idx = add i64 %m.offset, %i
  %idx.1 = mul i64 %j, 10
  %idx.2 = add i64 %idx, %idx.1
  %idx.3 = mul i64 %k, 2
  %idx.4 = add i64 %idx.2, %idx.3
  %ptr = getelementptr inbounds i32, ptr %m.aligned, i64 %idx.4
  %v0 = load i32, ptr %ptr
  ret i32 %v0
}

define void @to_unranked(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %m.stride0, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 %m.stride1, 4, 1
  %desc.ptr = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6, ptr %desc.ptr
  call void @consume(i64 2, ptr %desc.ptr)
  ret void
}

define void @static_to_unranked(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %m.stride0, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 %m.stride1, 4, 1
  %desc.ptr = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6, ptr %desc.ptr
  call void @consume(i64 2, ptr %desc.ptr)
  ret void
}

define float @from_unranked(i64 %u.rank, ptr %u.desc, i64 %i, i64 %j) {
entry:
  %desc = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %u.desc
  %m.alloc = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 0
  %m.aligned = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 1
  %m.offset = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 2
  %m.size0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 0
  %m.size1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 1
  %m.stride0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 0
  %m.stride1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 1
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = add i64 %idx.1, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  %v0 = load float, ptr %ptr
  ret float %v0
}

define double @from_unranked_contiguous(i64 %u.rank, ptr %u.desc, i64 %i, i64 %j) {
entry:
  %desc = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %u.desc
  %m.alloc = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 0
  %m.aligned = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 1
  %m.offset = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 2
  %m.size0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 0
  %m.size1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 1
  %m.stride0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 0
  %m.stride1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 1
  %idx = add i64 %m.offset, %i
  %idx.1 = mul i64 %j, %m.stride1
  %idx.2 = add i64 %idx, %idx.1
  %ptr = getelementptr inbounds double, ptr %m.aligned, i64 %idx.2
  %v0 = load double, ptr %ptr
  ret double %v0
}

define i64 @round_trip(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %m.stride0, 4, 0
  %desc.ptr = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4, ptr %desc.ptr
  %desc.5 = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %desc.ptr
  %r.alloc = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.5, 0
  %r.aligned = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.5, 1
  %r.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.5, 2
  %r.size0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.5, 3, 0
  %r.stride0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.5, 4, 0
  %ptr = getelementptr inbounds i64, ptr %r.aligned, i64 2
  store i64 7, ptr %ptr
  ret i64 1
}

define { i64, i64 } @ranks(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %u.rank, ptr %u.desc) {
entry:
  %ret = insertvalue { i64, i64 } poison, i64 3, 0
  %ret.1 = insertvalue { i64, i64 } %ret, i64 %u.rank, 1
  ret { i64, i64 } %ret.1
}

define { i64, i64 } @unranked_dims(i64 %u.rank, ptr %u.desc, i64 %i) {
entry:
  %sizes = getelementptr { ptr, ptr, i64, i64 }, ptr %u.desc, i32 0, i32 3
  %size.ptr = getelementptr i64, ptr %sizes, i64 1
  %a = load i64, ptr %size.ptr
  %sizes.1 = getelementptr { ptr, ptr, i64, i64 }, ptr %u.desc, i32 0, i32 3
  %size.ptr.1 = getelementptr i64, ptr %sizes.1, i64 %i
  %b = load i64, ptr %size.ptr.1
  %ret = insertvalue { i64, i64 } poison, i64 %a, 0
  %ret.1 = insertvalue { i64, i64 } %ret, i64 %b, 1
  ret { i64, i64 } %ret.1
}

define i64 @unranked_memspace(ptr addrspace(1) %m.alloc, ptr addrspace(1) %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) {
entry:
  %desc = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } poison, ptr addrspace(1) %m.alloc, 0
  %desc.1 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc, ptr addrspace(1) %m.aligned, 1
  %desc.2 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.3, i64 %m.stride0, 4, 0
  %desc.ptr = alloca { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] }, i64 1
  store { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.4, ptr %desc.ptr
  %sizes = getelementptr { ptr addrspace(1), ptr addrspace(1), i64, i64 }, ptr %desc.ptr, i32 0, i32 3
  %size.ptr = getelementptr i64, ptr %sizes, i64 0
  %d = load i64, ptr %size.ptr
  %desc.5 = load { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] }, ptr %desc.ptr
  %r.alloc = extractvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.5, 0
  %r.aligned = extractvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.5, 1
  %r.offset = extractvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.5, 2
  %r.size0 = extractvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.5, 3, 0
  %r.stride0 = extractvalue { ptr addrspace(1), ptr addrspace(1), i64, [1 x i64], [1 x i64] } %desc.5, 4, 0
  %v = load i8, ptr addrspace(1) %r.aligned
  ret i64 %d
}

declare void @consume(i64, ptr)
