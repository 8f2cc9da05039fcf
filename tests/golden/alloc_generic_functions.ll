define void @f(i64 %n) {
entry:
  %size.ptr = getelementptr float, ptr null, i64 %n
  %size = ptrtoint ptr %size.ptr to i64
  %m = call ptr @_mlir_memref_to_llvm_alloc(i64 %size)
  %size.ptr.1 = getelementptr double, ptr null, i64 3
  %size.1 = ptrtoint ptr %size.ptr.1 to i64
  %size.padded = add i64 %size.1, 64
  %a = call ptr @_mlir_memref_to_llvm_alloc(i64 %size.padded)
  %addr = ptrtoint ptr %a to i64
  %addr.bumped = add i64 %addr, 63
  %addr.rem = urem i64 %addr.bumped, 64
  %pad = sub i64 63, %addr.rem
  %aligned = getelementptr i8, ptr %a, i64 %pad
  %s = alloca i32, i64 2
  call void @_mlir_memref_to_llvm_free(ptr %a)
  call void @_mlir_memref_to_llvm_free(ptr %m)
  ret void
}

declare ptr @_mlir_memref_to_llvm_alloc(i64)
declare void @_mlir_memref_to_llvm_free(ptr)
