define { i32, float } @mixed(i32 %a, ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, float %f) {
entry:
  %x = load float, ptr %m.aligned
  %s = fadd float %x, %f
  %ret = insertvalue { i32, float } poison, i32 %a, 0
  %ret.1 = insertvalue { i32, float } %ret, float %s, 1
  ret { i32, float } %ret.1
}

define void @_mlir_ciface_mixed(ptr %result, i32 %arg0, ptr %arg1, float %arg2) {
entry:
  %desc = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %arg1
  %arg1.alloc = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 0
  %arg1.aligned = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 1
  %arg1.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 2
  %arg1.size0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 3, 0
  %arg1.stride0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 4, 0
  %r = call { i32, float } @mixed(i32 %arg0, ptr %arg1.alloc, ptr %arg1.aligned, i64 %arg1.offset, i64 %arg1.size0, i64 %arg1.stride0, float %arg2)
  store { i32, float } %r, ptr %result
  ret void
}

define i64 @scalar(i64 %a) {
entry:
  ret i64 %a
}

define i64 @_mlir_ciface_scalar(i64 %arg0) {
entry:
  %r = call i64 @scalar(i64 %arg0)
  ret i64 %r
}

define private { ptr, ptr, i64, [1 x i64], [1 x i64] } @ext_get(i64 %arg0) {
entry:
  %result = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1
  call void @_mlir_ciface_ext_get(ptr %result, i64 %arg0)
  %r = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %result
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %r
}

define private { double, i1 } @ext_pair(double %arg0, ptr %alloc, ptr %aligned, i64 %offset) {
entry:
  %result = alloca { double, i1 }, i64 1
  %desc = insertvalue { ptr, ptr, i64 } poison, ptr %alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64 } %desc, ptr %aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64 } %desc.1, i64 %offset, 2
  %desc.ptr = alloca { ptr, ptr, i64 }, i64 1
  store { ptr, ptr, i64 } %desc.2, ptr %desc.ptr
  call void @_mlir_ciface_ext_pair(ptr %result, double %arg0, ptr %desc.ptr)
  %r = load { double, i1 }, ptr %result
  ret { double, i1 } %r
}

define float @caller(i64 %n, ptr %m.alloc, ptr %m.aligned, i64 %m.offset) {
entry:
  %call = call { ptr, ptr, i64, [1 x i64], [1 x i64] } @ext_get(i64 %n)
  %g.alloc = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 0
  %g.aligned = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 1
  %g.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 2
  %g.size0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 3, 0
  %g.stride0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %call, 4, 0
  %x = load float, ptr %g.aligned
  %call.1 = call { double, i1 } @ext_pair(double 1.0, ptr %m.alloc, ptr %m.aligned, i64 %m.offset)
  %p.0 = extractvalue { double, i1 } %call.1, 0
  %p.1 = extractvalue { double, i1 } %call.1, 1
  ret float %x
}

declare void @_mlir_ciface_ext_get(ptr, i64)
declare void @_mlir_ciface_ext_pair(ptr, double, ptr)
