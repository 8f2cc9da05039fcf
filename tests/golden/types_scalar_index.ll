define i64 @scalars(i1 %a, i8 %b, i16 %c, i32 %d, i64 %e, half %f, float %g, double %h, i64 %i) {
entry:
  ret i64 %i
}

define i64 @sum_index(i64 %a, i64 %b) {
entry:
  %v0 = add i64 %a, %b
  ret i64 %v0
}

define { half, float, double } @floats(half %a, float %b, double %c) {
entry:
  %v0 = fadd half %a, %a
  %v1 = fadd float %b, %b
  %v2 = fadd double %c, %c
  %ret = insertvalue { half, float, double } poison, half %v0, 0
  %ret.1 = insertvalue { half, float, double } %ret, float %v1, 1
  %ret.2 = insertvalue { half, float, double } %ret.1, double %v2, 2
  ret { half, float, double } %ret.2
}

