define i64 @twice(i64 %arg11) {
entry:
  %v27 = add nsw i64 %arg11, %arg11
  ret i64 %v27
}

define float @mix(i64 %arg3, float %arg4, i64 %arg5, ptr %arg6.alloc, ptr %arg6.aligned, i64 %arg6.offset, i64 %arg6.size0, i64 %arg6.size1, i64 %arg6.stride0, i64 %arg6.stride1) {
entry:
  %v9 = call i64 @twice(i64 %arg3)
  %v10 = mul nuw nsw i64 %v9, %arg3
  %v11 = call float @ext(i64 %v10, float %arg4)
  %v12 = fadd nnan ninf float %v11, %arg4
  %v13 = fmul fast float %v12, 1.000000e+00
  %v14 = fcmp olt float %v13, %arg4
  %size.ptr = getelementptr float, ptr null, i64 %arg5
  %size = ptrtoint ptr %size.ptr to i64
  %size.padded = add i64 %size, 64
  %v15 = call ptr @malloc(i64 %size.padded)
  %addr = ptrtoint ptr %v15 to i64
  %addr.bumped = add i64 %addr, 63
  %addr.rem = urem i64 %addr.bumped, 64
  %pad = sub i64 63, %addr.rem
  %aligned = getelementptr i8, ptr %v15, i64 %pad
  %v16 = alloca float, i64 4
  br label %for.arg9

for.arg9:
  %arg9 = phi i64 [ 0, %entry ], [ %iv.next, %for.arg9.body ]
  %arg10 = phi float [ 1.000000e+00, %entry ], [ %v26, %for.arg9.body ]
  %for.cmp = icmp slt i64 %arg9, %arg6.size0
  br i1 %for.cmp, label %for.arg9.body, label %for.arg9.end

for.arg9.body:
  %idx = mul i64 %arg9, 4
  %idx.1 = add i64 %idx, 1
  %ptr = getelementptr inbounds float, ptr %arg6.aligned, i64 %idx.1
  %v25 = load float, ptr %ptr
  %v26 = fadd float %arg10, %v25
  %iv.next = add i64 %arg9, 1
  br label %for.arg9

for.arg9.end:
  br i1 %v14, label %if.then, label %if.end

if.then:
  store float %arg10, ptr %aligned
  br label %if.end

if.end:
  br i1 %v14, label %if.then.1, label %if.else

if.then.1:
  br label %if.end.1

if.else:
  br label %if.end.1

if.end.1:
  %v19 = phi float [ %arg10, %if.then.1 ], [ %v13, %if.else ]
  %ptr.1 = getelementptr inbounds float, ptr %v16, i64 1
  store float %v19, ptr %ptr.1
  br label %while.before

while.before:
  %arg8 = phi i64 [ 0, %if.end.1 ], [ %v23, %while.after ]
  %v24 = icmp ult i64 %arg8, %arg5
  br i1 %v24, label %while.after, label %while.end

while.after:
  %arg7 = phi i64 [ %arg8, %while.before ]
  %v23 = add i64 %arg7, 1
  br label %while.before

while.end:
  %v20 = phi i64 [ %arg8, %while.before ]
  %v21 = icmp sle i64 %v20, %arg5
  br i1 %v21, label %assert.ok, label %assert.fail

assert.fail:
  call void @puts(ptr @__ir2ll.assert_msg.0)
  call void @abort()
  unreachable

assert.ok:
  call void @free(ptr %v15)
  %ptr.2 = getelementptr inbounds float, ptr %v16, i64 1
  %v22 = load float, ptr %ptr.2
  ret float %v22
}

define float @_mlir_ciface_mix(i64 %arg0, float %arg1, i64 %arg2, ptr %arg3) {
entry:
  %desc = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %arg3
  %arg3.alloc = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 0
  %arg3.aligned = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 1
  %arg3.offset = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 2
  %arg3.size0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 0
  %arg3.size1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 3, 1
  %arg3.stride0 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 0
  %arg3.stride1 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, 4, 1
  %r = call float @mix(i64 %arg0, float %arg1, i64 %arg2, ptr %arg3.alloc, ptr %arg3.aligned, i64 %arg3.offset, i64 %arg3.size0, i64 %arg3.size1, i64 %arg3.stride0, i64 %arg3.stride1)
  ret float %r
}

define i32 @branches(i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %v0 = icmp slt i32 %arg1, %arg2
  br i1 %v0, label %bb1, label %entry.dup

entry.dup:
  br label %bb1

bb1:
  %v1 = phi i32 [ %arg1, %entry ], [ %arg2, %entry.dup ]
  %v2 = phi i32 [ %arg2, %entry ], [ %arg1, %entry.dup ]
  switch i32 %arg0, label %bb2 [ i32 5, label %bb1.dup i32 -7, label %bb3 ]

bb1.dup:
  br label %bb2

bb2:
  %v3 = phi i32 [ %v1, %bb1 ], [ %v2, %bb1.dup ]
  br label %bb3

bb3:
  %v4 = sub i32 %v1, %v2
  ret i32 %v4
}

declare float @ext(i64, float)
declare ptr @malloc(i64)
@__ir2ll.assert_msg.0 = private unnamed_addr constant [19 x i8] c"while went too far\00"
declare void @puts(ptr)
declare void @abort()
declare void @free(ptr)
