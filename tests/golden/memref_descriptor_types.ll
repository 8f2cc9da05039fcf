define { ptr, ptr, i64 } @rank0(ptr %m.alloc, ptr %m.aligned, i64 %m.offset) {
entry:
  %desc = insertvalue { ptr, ptr, i64 } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64 } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64 } %desc.1, i64 %m.offset, 2
  ret { ptr, ptr, i64 } %desc.2
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @static1(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %m.stride0, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @dynamic1(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %m.stride0, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

define { ptr, ptr, i64, [5 x i64], [5 x i64] } @static5(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.size3, i64 %m.size4, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %m.stride3, i64 %m.stride4) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.4, i64 %m.size2, 3, 2
  %desc.6 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.5, i64 %m.size3, 3, 3
  %desc.7 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.6, i64 %m.size4, 3, 4
  %desc.8 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.7, i64 %m.stride0, 4, 0
  %desc.9 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.8, i64 %m.stride1, 4, 1
  %desc.10 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.9, i64 %m.stride2, 4, 2
  %desc.11 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.10, i64 %m.stride3, 4, 3
  %desc.12 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.11, i64 %m.stride4, 4, 4
  ret { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.12
}

define { ptr, ptr, i64, [5 x i64], [5 x i64] } @mixed5(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.size2, i64 %m.size3, i64 %m.size4, i64 %m.stride0, i64 %m.stride1, i64 %m.stride2, i64 %m.stride3, i64 %m.stride4) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.4, i64 %m.size2, 3, 2
  %desc.6 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.5, i64 %m.size3, 3, 3
  %desc.7 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.6, i64 %m.size4, 3, 4
  %desc.8 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.7, i64 %m.stride0, 4, 0
  %desc.9 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.8, i64 %m.stride1, 4, 1
  %desc.10 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.9, i64 %m.stride2, 4, 2
  %desc.11 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.10, i64 %m.stride3, 4, 3
  %desc.12 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.11, i64 %m.stride4, 4, 4
  ret { ptr, ptr, i64, [5 x i64], [5 x i64] } %desc.12
}

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @vector_elements(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %desc = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %m.alloc, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc, ptr %m.aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.1, i64 %m.offset, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.2, i64 %m.size0, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.3, i64 %m.size1, 3, 1
  %desc.5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.4, i64 %m.stride0, 4, 0
  %desc.6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.5, i64 %m.stride1, 4, 1
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %desc.6
}

