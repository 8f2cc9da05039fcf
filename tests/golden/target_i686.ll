target triple = "i686-pc-linux-gnu"

define float @get(ptr %m.alloc, ptr %m.aligned, i32 %m.offset, i32 %m.size0, i32 %m.size1, i32 %m.stride0, i32 %m.stride1, i32 %i, i32 %j) {
entry:
  %idx = mul i32 %i, 4
  %idx.1 = add i32 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i32 %idx.1
  %v = load float, ptr %ptr
  ret float %v
}

