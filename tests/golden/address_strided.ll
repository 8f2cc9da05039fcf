define float @static_offset(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 5, %idx
  %idx.2 = add i64 %idx.1, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  %v0 = load float, ptr %ptr
  ret float %v0
}

define float @column_major(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %j, %m.stride1
  %idx.1 = add i64 %i, %idx
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %v0 = load float, ptr %ptr
  ret float %v0
}

define void @all_static(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j, i64 %v) {
entry:
  %idx = mul i64 %i, 10
  %idx.1 = add i64 7, %idx
  %idx.2 = mul i64 %j, 2
  %idx.3 = add i64 %idx.1, %idx.2
  %ptr = getelementptr inbounds i64, ptr %m.aligned, i64 %idx.3
  store i64 %v, ptr %ptr
  ret void
}

define double @all_dynamic(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %i, i64 %j, i64 %k) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = mul i64 %j, %m.stride1
  %idx.3 = add i64 %idx.1, %idx.2
  %idx.4 = mul i64 %k, %m.stride2
  %idx.5 = add i64 %idx.3, %idx.4
  %ptr = getelementptr inbounds double, ptr %m.aligned, i64 %idx.5
  %v0 = load double, ptr %ptr
  ret double %v0
}

define void @old_spelling(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j, float %v) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = add i64 %idx.1, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.2
  store float %v, ptr %ptr
  ret void
}

define float @rank0_offsets(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, ptr %n.alloc, ptr %n.aligned, i64 %n.offset) {
entry:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %m.offset
  %a = load float, ptr %ptr
  %ptr.1 = getelementptr inbounds float, ptr %n.aligned, i64 3
  %b = load float, ptr %ptr.1
  %s = fadd float %a, %b
  ret float %s
}

