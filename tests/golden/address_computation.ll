define float @load(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.size3, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %m.stride3, i64 %v1, i64 %v2, i64 %v3, i64 %v4) {
entry:
  %idx = mul i64 %v1, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = mul i64 %v2, 32
  %idx.3 = add i64 %idx.1, %idx.2
  %idx.4 = mul i64 %v3, 8
  %idx.5 = add i64 %idx.3, %idx.4
  %idx.6 = add i64 %idx.5, %v4
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.6
  %v0 = load float, ptr %ptr
  ret float %v0
}

define void @store(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.size3, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %m.stride3, i64 %v1, i64 %v2, i64 %v3, i64 %v4, float %v) {
entry:
  %idx = mul i64 %v1, %m.stride0
  %idx.1 = add i64 %m.offset, %idx
  %idx.2 = mul i64 %v2, 32
  %idx.3 = add i64 %idx.1, %idx.2
  %idx.4 = mul i64 %v3, 8
  %idx.5 = add i64 %idx.3, %idx.4
  %idx.6 = add i64 %idx.5, %v4
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.6
  store float %v, ptr %ptr
  ret void
}

