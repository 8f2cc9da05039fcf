define float @load_const(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.size3, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %m.stride3) {
entry:
  %idx = mul i64 2, %m.stride1
  %idx.1 = add i64 %m.stride0, %idx
  %idx.2 = mul i64 3, %m.stride2
  %idx.3 = add i64 %idx.1, %idx.2
  %idx.4 = add i64 %idx.3, 4
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.4
  %v0 = load float, ptr %ptr
  ret float %v0
}

define void @store_const(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.size3, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %m.stride3, float %v) {
entry:
  %idx = mul i64 2, %m.stride1
  %idx.1 = add i64 %m.stride0, %idx
  %idx.2 = mul i64 3, %m.stride2
  %idx.3 = add i64 %idx.1, %idx.2
  %idx.4 = add i64 %idx.3, 4
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.4
  store float %v, ptr %ptr
  ret void
}

