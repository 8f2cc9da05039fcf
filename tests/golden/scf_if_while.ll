define i32 @clamp(i32 %x, i32 %lo, i32 %hi) {
entry:
  %below = icmp slt i32 %x, %lo
  br i1 %below, label %if.then, label %if.else

if.then:
  br label %if.end

if.else:
  %above = icmp sgt i32 %x, %hi
  br i1 %above, label %if.then.1, label %if.else.1

if.then.1:
  br label %if.end.1

if.else.1:
  br label %if.end.1

if.end.1:
  %r2 = phi i32 [ %hi, %if.then.1 ], [ %x, %if.else.1 ]
  br label %if.end

if.end:
  %r = phi i32 [ %lo, %if.then ], [ %r2, %if.end.1 ]
  ret i32 %r
}

define void @store_if_positive(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %i, double %v) {
entry:
  %pos = fcmp ogt double %v, 0.0
  br i1 %pos, label %if.then, label %if.end

if.then:
  %ptr = getelementptr inbounds double, ptr %m.aligned, i64 %i
  store double %v, ptr %ptr
  br label %if.end

if.end:
  ret void
}

define i64 @gcd(i64 %a, i64 %b) {
entry:
  br label %while.before

while.before:
  %x = phi i64 [ %a, %entry ], [ %y.1, %while.after ]
  %y = phi i64 [ %b, %entry ], [ %rem, %while.after ]
  %ne = icmp ne i64 %y, 0
  br i1 %ne, label %while.after, label %while.end

while.after:
  %x.1 = phi i64 [ %x, %while.before ]
  %y.1 = phi i64 [ %y, %while.before ]
  %rem = urem i64 %x.1, %y.1
  br label %while.before

while.end:
  %r.0 = phi i64 [ %x, %while.before ]
  %r.1 = phi i64 [ %y, %while.before ]
  ret i64 %r.0
}

