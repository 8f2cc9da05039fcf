define void @foo(ptr %arg0.alloc, ptr %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.stride0) {
entry:
  call void @use(ptr %arg0.alloc, ptr %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.stride0)
  ret void
}

define void @bar() {
entry:
  %call = call { ptr, ptr, i64, [1 x i64], [1 x i64] } @get()
  %v0.alloc = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 0
  %v0.aligned = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 1
  %v0.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 2
  %v0.size0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 3, 0
  %v0.stride0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 4, 0
  call void @foo(ptr %v0.alloc, ptr %v0.aligned, i64 %v0.offset, i64 %v0.size0, i64 %v0.stride0)
  ret void
}

declare void @use(ptr, ptr, i64, i64, i64)
declare { ptr, ptr, i64, [1 x i64], [1 x i64] } @get()
