define { i32, i8, i16, <4 x i16> } @t(i64 %a, <4 x i64> %v) {
entry:
  %v0 = trunc nuw nsw i64 %a to i32
  %v1 = trunc nsw i64 %a to i8
  %v2 = trunc i64 %a to i16
  %v3 = trunc nuw <4 x i64> %v to <4 x i16>
  %ret = insertvalue { i32, i8, i16, <4 x i16> } poison, i32 %v0, 0
  %ret.1 = insertvalue { i32, i8, i16, <4 x i16> } %ret, i8 %v1, 1
  %ret.2 = insertvalue { i32, i8, i16, <4 x i16> } %ret.1, i16 %v2, 2
  %ret.3 = insertvalue { i32, i8, i16, <4 x i16> } %ret.2, <4 x i16> %v3, 3
  ret { i32, i8, i16, <4 x i16> } %ret.3
}

