define float @sum(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) {
entry:
  br label %for.i

for.i:
  %i = phi i64 [ 0, %entry ], [ %iv.next, %for.i.body ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %for.i.body ]
  %for.cmp = icmp slt i64 %i, %m.size0
  br i1 %for.cmp, label %for.i.body, label %for.i.end

for.i.body:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %i
  %x = load float, ptr %ptr
  %acc1 = fadd float %acc, %x
  %iv.next = add i64 %i, 1
  br label %for.i

for.i.end:
  ret float %acc
}

define void @fill(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, float %v) {
entry:
  br label %for.i

for.i:
  %i = phi i64 [ 0, %entry ], [ %iv.next.1, %for.j.end ]
  %for.cmp = icmp slt i64 %i, %m.size0
  br i1 %for.cmp, label %for.i.body, label %for.i.end

for.i.body:
  br label %for.j

for.j:
  %j = phi i64 [ 0, %for.i.body ], [ %iv.next, %for.j.body ]
  %for.cmp.1 = icmp slt i64 %j, %m.size1
  br i1 %for.cmp.1, label %for.j.body, label %for.j.end

for.j.body:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  store float %v, ptr %ptr
  %iv.next = add i64 %j, 2
  br label %for.j

for.j.end:
  %iv.next.1 = add i64 %i, 1
  br label %for.i

for.i.end:
  ret void
}

define i32 @fib(i32 %n) {
entry:
  br label %for.i

for.i:
  %i = phi i32 [ 0, %entry ], [ %iv.next, %for.i.body ]
  %x = phi i32 [ 0, %entry ], [ %y, %for.i.body ]
  %y = phi i32 [ 1, %entry ], [ %s, %for.i.body ]
  %for.cmp = icmp slt i32 %i, %n
  br i1 %for.cmp, label %for.i.body, label %for.i.end

for.i.body:
  %s = add i32 %x, %y
  %iv.next = add i32 %i, 1
  br label %for.i

for.i.end:
  ret i32 %x
}

