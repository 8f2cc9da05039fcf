define private void @qux(ptr %alloc, ptr %aligned, i64 %offset, i64 %size0, i64 %size1, i64 %stride0, i64 %stride1) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %stride0, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 %stride1, 4, 1
  %desc.ptr = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6, ptr %desc.ptr
  call void @_mlir_ciface_qux(ptr %desc.ptr)
  ret void
}

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

declare void @_mlir_ciface_qux(ptr)
