define float @f(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  %a = load float, ptr %ptr
  %idx.2 = mul i64 %j, %m.stride0
  %idx.3 = add i64 %idx.2, %i
  %ptr.1 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.3
  %b = load float, ptr %ptr.1
  %idx.4 = add i64 %i, %j
  %idx.1.1 = mul i64 %i, %j
  %idx.3.1 = mul i64 %idx.1.1, %idx.4
  %idx.4.1 = mul i64 %idx.3.1, %idx.4
  %idx.5 = mul i64 %idx.4.1, %m.stride0
  %idx.6 = add i64 %idx.5, %idx.1.1
  %ptr.2 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.6
  %c = load float, ptr %ptr.2
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  ret float %t
}

