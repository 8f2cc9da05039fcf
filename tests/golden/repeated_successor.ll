define void @repeated(i1 %v0, i32 %v1, i32 %v2) {
entry:
  br i1 %v0, label %bb1, label %entry.dup

entry.dup:
  br label %bb1

bb1:
  %v3 = phi i32 [ %v1, %entry ], [ %v2, %entry.dup ]
  call void @use(i32 %v3)
  ret void
}

declare void @use(i32)
