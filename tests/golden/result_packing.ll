define { i32, i64 } @foo(i32 %arg0, i64 %arg1) {
entry:
  %ret = insertvalue { i32, i64 } poison, i32 %arg0, 0
  %ret.1 = insertvalue { i32, i64 } %ret, i64 %arg1, 1
  ret { i32, i64 } %ret.1
}

define void @bar() {
entry:
  %call = call { i32, i64 } @foo(i32 42, i64 17)
  %v2.0 = extractvalue { i32, i64 } %call, 0
  %v2.1 = extractvalue { i32, i64 } %call, 1
  call void @use_i32(i32 %v2.0)
  call void @use_i64(i64 %v2.1)
  ret void
}

declare void @use_i32(i32)
declare void @use_i64(i64)
