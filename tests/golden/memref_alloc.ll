define float @alloc_dynamic(i64 %n, i64 %i, i64 %j, float %v) {
entry:
  %idx = mul i64 4, %n
  %size.ptr = getelementptr float, ptr null, i64 %idx
  %size = ptrtoint ptr %size.ptr to i64
  %m = call ptr @malloc(i64 %size)
  %idx.1 = mul i64 %i, 4
  %idx.2 = add i64 %idx.1, %j
  %ptr = getelementptr inbounds float, ptr %m, i64 %idx.2
  store float %v, ptr %ptr
  %x = load float, ptr %ptr
  call void @free(ptr %m)
  %p = mul i64 %n, 4
  %pi = trunc i64 %p to i32
  %pf = sitofp i32 %pi to float
  %r = fadd float %x, %pf
  ret float %r
}

define i32 @alloca_static(i64 %i, i64 %j, i32 %v) {
entry:
  %a = alloca i32, i64 6
  %idx = mul i64 %i, 3
  %idx.1 = add i64 %idx, %j
  %ptr = getelementptr inbounds i32, ptr %a, i64 %idx.1
  store i32 %v, ptr %ptr
  %x = load i32, ptr %ptr
  ret i32 %x
}

define i64 @alloca_dim(ptr %arg.alloc, ptr %arg.aligned, i64 %arg.offset, i64 %arg.size0, i64 %arg.size1, i64 %arg.stride0, i64 %arg.stride1) {
entry:
  %a = alloca double, i64 %arg.size1
  %last = sub i64 %arg.size1, 1
  %ptr = getelementptr inbounds double, ptr %a, i64 %last
  store double 2.5, ptr %ptr
  %x = load double, ptr %ptr
  %s = fadd double %x, 2.5
  call void @sink(double %s)
  ret i64 %arg.size1
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @alloc_returned(i64 %n) {
entry:
  %size.ptr = getelementptr double, ptr null, i64 %n
  %size = ptrtoint ptr %size.ptr to i64
  %m = call ptr @malloc(i64 %size)
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %m, 0
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %m, 1
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 0, 2
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %n, 3, 0
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 1, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4
}

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @sink(double)
