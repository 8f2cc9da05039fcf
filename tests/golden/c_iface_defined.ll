define void @foo(ptr %arg0.alloc, ptr %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.size1, i64 %arg0.stride0, i64 %arg0.stride1) {
entry:
  ret void
}

define void @_mlir_ciface_foo(ptr %arg0) {
entry:
  %desc = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %arg0
  %arg0.alloc = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 0
  %arg0.aligned = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 1
  %arg0.offset = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 2
  %arg0.size0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 0
  %arg0.size1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 1
  %arg0.stride0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 0
  %arg0.stride1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 1
  call void @foo(ptr %arg0.alloc, ptr %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.size1, i64 %arg0.stride0, i64 %arg0.stride1)
  ret void
}

