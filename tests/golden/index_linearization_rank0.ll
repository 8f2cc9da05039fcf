define float @load0(ptr %m.alloc, ptr %m.aligned, i64 %m.offset) {
entry:
  %v0 = load float, ptr %m.aligned
  ret float %v0
}

define void @store0(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, float %v) {
entry:
  store float %v, ptr %m.aligned
  ret void
}

