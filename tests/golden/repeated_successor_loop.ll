define i32 @sum_odd(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %body ], [ %next, %body.dup ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %body ], [ %acc, %body.dup ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %bit = and i32 %i, 1
  %odd = icmp ne i32 %bit, 0
  %next = add i32 %i, 1
  %sum = add i32 %acc, %i
  br i1 %odd, label %loop, label %body.dup

body.dup:
  br label %loop

exit:
  %r = phi i32 [ %acc, %loop ]
  ret i32 %r
}

define i32 @swap(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %bb1, label %entry.dup

entry.dup:
  br label %bb1

bb1:
  %x = phi i32 [ %a, %entry ], [ %b, %entry.dup ]
  %y = phi i32 [ %b, %entry ], [ %a, %entry.dup ]
  %d = sub i32 %x, %y
  ret i32 %d
}

