define float @caller(float %x) {
entry:
  %call = call { { ptr, ptr, i64 }, { ptr, ptr, i64 } } @memref_results()
  %a.alloc = extractvalue { { ptr, ptr, i64 }, { ptr, ptr, i64 } } %call, 0, 0
  %a.aligned = extractvalue { { ptr, ptr, i64 }, { ptr, ptr, i64 } } %call, 0, 1
  %a.offset = extractvalue { { ptr, ptr, i64 }, { ptr, ptr, i64 } } %call, 0, 2
  %b.alloc = extractvalue { { ptr, ptr, i64 }, { ptr, ptr, i64 } } %call, 1, 0
  %b.aligned = extractvalue { { ptr, ptr, i64 }, { ptr, ptr, i64 } } %call, 1, 1
  %b.offset = extractvalue { { ptr, ptr, i64 }, { ptr, ptr, i64 } } %call, 1, 2
  call void @memref_and_scalar(ptr %a.alloc, ptr %a.aligned, i64 %a.offset, float %x)
  %v = load float, ptr %a.aligned
  ret float %v
}

declare void @nullary()
declare i64 @unary(i32)
declare i64 @binary(i32, float)
declare { i64, double } @two_results(i32, float)
declare ptr @higher_order(ptr)
declare void @nested_higher_order(ptr)
declare void @memref_rank0(ptr, ptr, i64)
declare void @memref_and_scalar(ptr, ptr, i64, float)
declare void @memref_rank2(ptr, ptr, i64, i64, i64, i64, i64)
declare { ptr, ptr, i64, [1 x i64], [1 x i64] } @memref_result()
declare { { ptr, ptr, i64 }, { ptr, ptr, i64 } } @memref_results()
