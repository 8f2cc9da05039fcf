target triple = "arm64_32-apple-watchos"

define { ptr, ptr, i32, [1 x i32], [1 x i32] } @make(i32 %n) {
entry:
  %size.ptr = getelementptr float, ptr null, i32 %n
  %size = ptrtoint ptr %size.ptr to i32
  %m = call ptr @malloc(i32 %size)
  %desc = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } poison, ptr %m, 0
  %desc.1 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc, ptr %m, 1
  %desc.2 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.1, i32 0, 2
  %desc.3 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.2, i32 %n, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.3, i32 1, 4, 0
  ret { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.4
}

declare ptr @malloc(i32)
