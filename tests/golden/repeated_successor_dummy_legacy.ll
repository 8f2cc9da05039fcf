define void @dummy(i1 %v0, i32 %v1, i32 %v2) {
entry:
  br i1 %v0, label %bb1, label %dummy

bb1:
  %v3 = phi i32 [ %v1, %entry ], [ %v2, %dummy ]
  call void @use(i32 %v3)
  ret void

dummy:
  br label %bb1
}

declare void @use(i32)
