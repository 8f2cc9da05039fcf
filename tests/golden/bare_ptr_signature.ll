define ptr @f(ptr %a, ptr %b, i64 %c) {
entry:
  %idx = add i64 10, %c
  %ptr = getelementptr inbounds float, ptr %a, i64 %idx
  %x = load float, ptr %ptr
  store float %x, ptr %b
  %size.ptr = getelementptr i1, ptr null, i64 2
  %size = ptrtoint ptr %size.ptr to i64
  %size.padded = add i64 %size, 64
  %m = call ptr @malloc(i64 %size.padded)
  %addr = ptrtoint ptr %m to i64
  %addr.bumped = add i64 %addr, 63
  %addr.rem = urem i64 %addr.bumped, 64
  %pad = sub i64 63, %addr.rem
  %aligned = getelementptr i8, ptr %m, i64 %pad
  ret ptr %m
}

define ptr addrspace(1) @g(ptr addrspace(1) %m) {
entry:
  %call = call { ptr addrspace(1), i32 } @ext(ptr addrspace(1) %m, i32 7)
  %r.0 = extractvalue { ptr addrspace(1), i32 } %call, 0
  %r.1 = extractvalue { ptr addrspace(1), i32 } %call, 1
  %ptr = getelementptr inbounds i8, ptr addrspace(1) %r.0, i64 3
  %v = load i8, ptr addrspace(1) %ptr
  %ptr.1 = getelementptr inbounds i8, ptr addrspace(1) %m, i64 3
  store i8 %v, ptr addrspace(1) %ptr.1
  ret ptr addrspace(1) %r.0
}

declare { ptr addrspace(1), i32 } @ext(ptr addrspace(1), i32)
declare ptr @malloc(i64)
