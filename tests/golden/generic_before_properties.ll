define i32 @pick(i32 %arg0, i32 %arg1) {
entry:
  %v0 = icmp slt i32 %arg0, %arg1
  br i1 %v0, label %bb1, label %bb2

bb1:
  %v1 = phi i32 [ %arg0, %entry ]
  %v2 = call i32 @ext(i32 %v1)
  ret i32 %v2

bb2:
  %v4 = alloca i32, i64 2
  ret i32 7
}

define i32 @_mlir_ciface_pick(i32 %arg0, i32 %arg1) {
entry:
  %r = call i32 @pick(i32 %arg0, i32 %arg1)
  ret i32 %r
}

declare i32 @ext(i32)
