define noundef i32 @copy(ptr noalias writeonly align 64 %dst, ptr noalias nofree nonnull readonly dereferenceable(64) %src, i64 inreg noundef %n) {
entry:
  %v = load float, ptr %src
  store float %v, ptr %dst
  ret i32 0
}

define double @call(ptr %m, ptr %f, float %x) {
entry:
  %r = call double @ext(ptr %m, ptr %f, float %x)
  ret double %r
}

declare noundef double @ext(ptr noalias, ptr nonnull, float noundef)
