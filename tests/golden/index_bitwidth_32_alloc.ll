define { ptr, ptr, i32, [1 x i32], [1 x i32] } @make(i32 %n) {
entry:
  %size.ptr = getelementptr double, ptr null, i32 %n
  %size = ptrtoint ptr %size.ptr to i64
  %size.padded = add i64 %size, 16
  %m = call ptr @malloc(i64 %size.padded)
  %addr = ptrtoint ptr %m to i64
  %addr.bumped = add i64 %addr, 15
  %addr.rem = urem i64 %addr.bumped, 16
  %pad = sub i64 15, %addr.rem
  %aligned = getelementptr i8, ptr %m, i64 %pad
  %desc = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } poison, ptr %m, 0
  %desc.1 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc, ptr %aligned, 1
  %desc.2 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.1, i32 0, 2
  %desc.3 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.2, i32 %n, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.3, i32 1, 4, 0
  ret { ptr, ptr, i32, [1 x i32], [1 x i32] } %desc.4
}

declare ptr @malloc(i64)
