define { ptr, ptr, i64, [2 x i64], [2 x i64] } @collapse(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2) {
entry:
  %idx = mul i64 2, %m.size1
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %idx, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 4, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 4, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 1, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @collapse_strided(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2) {
entry:
  %idx = mul i64 %m.size0, %m.size1
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %idx, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %m.stride1, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

define { ptr, ptr, i64, [4 x i64], [4 x i64] } @expand(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1, i64 %n) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.2, i64 %n, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.3, i64 3, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.4, i64 2, 3, 2
  %desc.6 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.5, i64 2, 3, 3
  %desc.7 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.6, i64 12, 4, 0
  %desc.8 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.7, i64 4, 4, 1
  %desc.9 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.8, i64 2, 4, 2
  %desc.10 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.9, i64 1, 4, 3
  ret { ptr, ptr, i64, [4 x i64], [4 x i64] } %desc.10
}

define { ptr, ptr, i64, [3 x i64], [3 x i64] } @expand_strided(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, i64 %a, i64 %b) {
entry:
  %idx = mul i64 %m.stride0, 3
  %idx.1 = mul i64 %idx, %b
  %desc = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.1, i64 5, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.2, i64 %a, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.3, i64 %b, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.4, i64 3, 3, 2
  %desc.6 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.5, i64 %idx.1, 4, 0
  %desc.7 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.6, i64 %idx, 4, 1
  %desc.8 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.7, i64 %m.stride0, 4, 2
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %desc.8
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @rank0(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 1, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 1, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

