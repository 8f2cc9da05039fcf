define i64 @iota_sum(i64 %n) {
entry:
  %size.ptr = getelementptr i64, ptr null, i64 %n
  %size = ptrtoint ptr %size.ptr to i64
  %m = call ptr @malloc(i64 %size)
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill_body ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %fill_body, label %sum

fill_body:
  %ptr = getelementptr inbounds i64, ptr %m, i64 %i
  store i64 %i, ptr %ptr
  %i1 = add i64 %i, 1
  br label %fill

sum:
  %j = phi i64 [ 0, %fill ], [ %j1, %sum_body ]
  %acc = phi i64 [ 0, %fill ], [ %acc1, %sum_body ]
  %more2 = icmp slt i64 %j, %n
  br i1 %more2, label %sum_body, label %done

sum_body:
  %ptr.1 = getelementptr inbounds i64, ptr %m, i64 %j
  %x = load i64, ptr %ptr.1
  %acc1 = add i64 %acc, %x
  %j1 = add i64 %j, 1
  br label %sum

done:
  call void @free(ptr %m)
  ret i64 %acc
}

declare ptr @malloc(i64)
declare void @free(ptr)
