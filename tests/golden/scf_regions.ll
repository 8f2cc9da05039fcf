define i32 @region(i32 %x) {
entry:
  br label %exec

exec:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %bb1, label %bb2

bb1:
  %n = sub i32 0, %x
  br label %bb2

bb2:
  %v = phi i32 [ %x, %exec ], [ %n, %bb1 ]
  br label %exec.end

exec.end:
  %r = phi i32 [ %v, %bb2 ]
  br label %exec.1

exec.1:
  br label %exec.end.1

exec.end.1:
  ret i32 %r
}

define i32 @switch(i64 %i, ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) {
entry:
  %switch.index = trunc i64 %i to i32
  switch i32 %switch.index, label %switch.default [ i32 -2, label %switch.case-2 i32 5, label %switch.case5 ]

switch.case-2:
  br label %switch.end

switch.case5:
  br label %switch.end

switch.default:
  br label %switch.end

switch.end:
  %r = phi i32 [ 20, %switch.case-2 ], [ 50, %switch.case5 ], [ 0, %switch.default ]
  %switch.index.1 = trunc i64 %i to i32
  switch i32 %switch.index.1, label %switch.default.1 [ i32 1, label %switch.case1 ]

switch.case1:
  store i32 %r, ptr %m.aligned
  br label %switch.end.1

switch.default.1:
  br label %switch.end.1

switch.end.1:
  ret i32 %r
}

define { float, float } @parallel(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %n) {
entry:
  br label %parallel.i

parallel.i:
  %i = phi i64 [ 0, %entry ], [ %iv.next.1, %parallel.j.end ]
  %parallel.cmp = icmp slt i64 %i, %n
  br i1 %parallel.cmp, label %parallel.i.body, label %parallel.i.end

parallel.i.body:
  br label %parallel.j

parallel.j:
  %j = phi i64 [ 0, %parallel.i.body ], [ %iv.next, %parallel.j.body ]
  %parallel.cmp.1 = icmp slt i64 %j, %n
  br i1 %parallel.cmp.1, label %parallel.j.body, label %parallel.j.end

parallel.j.body:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %idx.1
  store float 1.0, ptr %ptr
  %iv.next = add i64 %j, 2
  br label %parallel.j

parallel.j.end:
  %iv.next.1 = add i64 %i, 1
  br label %parallel.i

parallel.i.end:
  br label %parallel.i.1

parallel.i.1:
  %i.1 = phi i64 [ 0, %parallel.i.end ], [ %iv.next.2, %parallel.i.body.1 ]
  %s = phi float [ 0.0, %parallel.i.end ], [ %t, %parallel.i.body.1 ]
  %p = phi float [ 1.0, %parallel.i.end ], [ %t.1, %parallel.i.body.1 ]
  %parallel.cmp.2 = icmp slt i64 %i.1, %n
  br i1 %parallel.cmp.2, label %parallel.i.body.1, label %parallel.i.end.1

parallel.i.body.1:
  %idx.2 = mul i64 %i.1, %m.stride0
  %idx.3 = add i64 %idx.2, %i.1
  %ptr.1 = getelementptr inbounds float, ptr %m.aligned, i64 %idx.3
  %v = load float, ptr %ptr.1
  %t = fadd float %s, %v
  %t.1 = fmul float %p, %v
  %iv.next.2 = add i64 %i.1, 1
  br label %parallel.i.1

parallel.i.end.1:
  %ret = insertvalue { float, float } poison, float %s, 0
  %ret.1 = insertvalue { float, float } %ret, float %p, 1
  ret { float, float } %ret.1
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @pick(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, i64 %a.size0, i64 %a.stride0, ptr %b.alloc, ptr %b.aligned, i64 %b.offset, i64 %b.size0, i64 %b.stride0, i64 %n) {
entry:
  br label %parallel.i

parallel.i:
  %i = phi i64 [ 0, %entry ], [ %iv.next, %parallel.i.body ]
  %r.alloc = phi ptr [ %a.alloc, %entry ], [ %b.alloc, %parallel.i.body ]
  %r.aligned = phi ptr [ %a.aligned, %entry ], [ %b.aligned, %parallel.i.body ]
  %r.offset = phi i64 [ %a.offset, %entry ], [ %b.offset, %parallel.i.body ]
  %r.size0 = phi i64 [ %a.size0, %entry ], [ %b.size0, %parallel.i.body ]
  %r.stride0 = phi i64 [ %a.stride0, %entry ], [ %b.stride0, %parallel.i.body ]
  %parallel.cmp = icmp slt i64 %i, %n
  br i1 %parallel.cmp, label %parallel.i.body, label %parallel.i.end

parallel.i.body:
  %iv.next = add i64 %i, 1
  br label %parallel.i

parallel.i.end:
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %r.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %r.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %r.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %r.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %r.stride0, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

