define { ptr, ptr, i64, [2 x i64], [2 x i64] } @block(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %n) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, 2
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %idx.1, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 4, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %n, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %m.stride0, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 2, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define float @static_block(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 27
  %v = load float, ptr %ptr
  ret float %v
}

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @of_contiguous(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %j) {
entry:
  %idx = add i64 %m.offset, 1
  %idx.1 = mul i64 %j, 4
  %idx.2 = add i64 %idx, %idx.1
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %idx.2, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 2, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 3, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 1, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 4, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @flat_to_2d(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %n) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %n, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 4, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 4, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 1, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @from_unranked(i64 %u.rank, ptr %u.desc, i64 %o) {
entry:
  %alloc = load ptr, ptr %u.desc
  %aligned.ptr = getelementptr ptr, ptr %u.desc, i32 1
  %aligned = load ptr, ptr %aligned.ptr
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %o, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 2, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 3, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 3, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 1, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } @metadata(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %p = ptrtoint ptr %m.aligned to i64
  %desc = insertvalue { ptr, ptr, i64 } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64 } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64 } %desc.1, i64 0, 2
  %ret = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } poison, { ptr, ptr, i64 } %desc.2, 0
  %ret.1 = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret, i64 %m.offset, 1
  %ret.2 = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret.1, i64 %m.size0, 2
  %ret.3 = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret.2, i64 4, 3
  %ret.4 = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret.3, i64 %m.stride0, 4
  %ret.5 = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret.4, i64 1, 5
  %ret.6 = insertvalue { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret.5, i64 %p, 6
  ret { { ptr, ptr, i64 }, i64, i64, i64, i64, i64, i64 } %ret.6
}

define i64 @pointer_of_unranked(i64 %u.rank, ptr %u.desc) {
entry:
  %aligned.ptr = getelementptr ptr addrspace(1), ptr %u.desc, i32 1
  %aligned = load ptr addrspace(1), ptr %aligned.ptr
  %p = ptrtoint ptr addrspace(1) %aligned to i64
  ret i64 %p
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @row(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i) {
entry:
  %idx = mul i64 %i, 8
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %idx, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 8, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 1, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

define { ptr, ptr, i64 } @element(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %i, i64 %j) {
entry:
  %idx = mul i64 %i, %m.stride0
  %idx.1 = add i64 %idx, %j
  %desc = insertvalue { ptr, ptr, i64 } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64 } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64 } %desc.1, i64 %idx.1, 2
  ret { ptr, ptr, i64 } %desc.2
}

