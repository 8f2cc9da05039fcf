define private signext i8 @cext(i8 signext %arg0, i16 zeroext %arg1) {
entry:
  %r = call i8 @_mlir_ciface_cext(i8 %arg0, i16 %arg1)
  ret i8 %r
}

define zeroext i8 @f(i8 signext %a, i16 noundef zeroext %b) {
entry:
  %r = call i8 @ext(i8 %a, i16 %b, i32 1)
  %s = call i8 @cext(i8 %r, i16 %b)
  call void @weak_ext()
  ret i8 %s
}

define internal void @internal() {
entry:
  ret void
}

define private void @private() {
entry:
  ret void
}

define linkonce_odr void @linkonce_odr() {
entry:
  ret void
}

define weak_odr void @weak_odr() {
entry:
  ret void
}

define available_externally void @available() {
entry:
  ret void
}

define internal signext i16 @wrapped(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 signext %n) {
entry:
  ret i16 2
}

define signext i16 @_mlir_ciface_wrapped(ptr %arg0, i64 signext %arg1) {
entry:
  %desc = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %arg0
  %arg0.alloc = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 0
  %arg0.aligned = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 1
  %arg0.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 2
  %arg0.size0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 3, 0
  %arg0.stride0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 4, 0
  %r = call i16 @wrapped(ptr %arg0.alloc, ptr %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.stride0, i64 %arg1)
  ret i16 %r
}

define weak zeroext i1 @generic(i8 zeroext %a, i1 zeroext %t) {
entry:
  ret i1 %t
}

declare signext i8 @ext(i8 signext, i16 zeroext, i32)
declare extern_weak void @weak_ext()
declare signext i8 @_mlir_ciface_cext(i8 signext, i16 zeroext)
