define { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } @view(ptr addrspace(1) %buf.alloc, ptr addrspace(1) %buf.aligned, i64 %buf.offset, i64 %buf.size0, i64 %buf.stride0, i64 %shift, i64 %n) {
entry:
  %view.ptr = getelementptr i8, ptr addrspace(1) %buf.aligned, i64 %shift
  %desc = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } poison, ptr addrspace(1) %buf.alloc, 0
  %desc.1 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc, ptr addrspace(1) %view.ptr, 1
  %desc.2 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.2, i64 %n, 3, 0
  %desc.4 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.3, i64 2, 3, 1
  %desc.5 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.4, i64 3, 3, 2
  %desc.6 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.5, i64 6, 4, 0
  %desc.7 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.6, i64 3, 4, 1
  %desc.8 = insertvalue { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.7, i64 1, 4, 2
  ret { ptr addrspace(1), ptr addrspace(1), i64, [3 x i64], [3 x i64] } %desc.8
}

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @reshape_i32(ptr %src.alloc, ptr %src.aligned, i64 %src.offset, i64 %src.size0, i64 %src.size1, i64 %src.stride0, i64 %src.stride1, ptr %shape.alloc, ptr %shape.aligned, i64 %shape.offset, i64 %shape.size0, i64 %shape.stride0) {
entry:
  %shape.size = load i32, ptr %shape.aligned
  %shape.size.1 = sext i32 %shape.size to i64
  %ptr = getelementptr inbounds i32, ptr %shape.aligned, i64 1
  %shape.size.2 = load i32, ptr %ptr
  %shape.size.3 = sext i32 %shape.size.2 to i64
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %src.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %src.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %shape.size.1, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %shape.size.3, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %shape.size.3, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 1, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define i64 @reshape_static_length(i64 %src.rank, ptr %src.desc, ptr %shape.alloc, ptr %shape.aligned, i64 %shape.offset, i64 %shape.size0, i64 %shape.stride0) {
entry:
  %alloc = load ptr, ptr %src.desc
  %aligned.ptr = getelementptr ptr, ptr %src.desc, i32 1
  %aligned = load ptr, ptr %aligned.ptr
  %offset.ptr = getelementptr ptr, ptr %src.desc, i32 2
  %offset = load i64, ptr %offset.ptr
  %desc.ptr = alloca i8, i64 72, align 8
  store ptr %alloc, ptr %desc.ptr
  %aligned.ptr.1 = getelementptr ptr, ptr %desc.ptr, i32 1
  store ptr %aligned, ptr %aligned.ptr.1
  %offset.ptr.1 = getelementptr ptr, ptr %desc.ptr, i32 2
  store i64 %offset, ptr %offset.ptr.1
  %sizes.ptr = getelementptr { ptr, ptr, i64, i64 }, ptr %desc.ptr, i32 0, i32 3
  %strides.ptr = getelementptr i64, ptr %sizes.ptr, i64 3
  br label %reshape.loop

reshape.loop:
  %reshape.i = phi i64 [ 2, %entry ], [ %reshape.next, %reshape.body ]
  %reshape.stride = phi i64 [ 1, %entry ], [ %reshape.stride.next, %reshape.body ]
  %reshape.more = icmp sge i64 %reshape.i, 0
  br i1 %reshape.more, label %reshape.body, label %reshape.end

reshape.body:
  %ptr = getelementptr inbounds i64, ptr %shape.aligned, i64 %reshape.i
  %shape.size = load i64, ptr %ptr
  %size.ptr = getelementptr i64, ptr %sizes.ptr, i64 %reshape.i
  store i64 %shape.size, ptr %size.ptr
  %stride.ptr = getelementptr i64, ptr %strides.ptr, i64 %reshape.i
  store i64 %reshape.stride, ptr %stride.ptr
  %reshape.next = add i64 %reshape.i, -1
  %reshape.stride.next = mul i64 %reshape.stride, %shape.size
  br label %reshape.loop

reshape.end:
  ret i64 3
}

