define void @hints(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %i) {
entry:
  %ptr = getelementptr inbounds double, ptr %m.aligned, i64 %i
  call void @llvm.prefetch.p0(ptr %ptr, i32 1, i32 0, i32 0)
  call void @llvm.prefetch.p0(ptr %ptr, i32 0, i32 2, i32 1)
  ret void
}

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
