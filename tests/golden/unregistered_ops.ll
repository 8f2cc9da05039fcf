define i64 @f(i32 %a, ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1) {
entry:
  %r = call i64 @acme.scale(i32 %a)
  call void @acme.log(i64 %r)
  call void @acme.log(i64 %r)
  %call = call { i64, i64 } @acme.divmod(i64 %r)
  %p.0 = extractvalue { i64, i64 } %call, 0
  %p.1 = extractvalue { i64, i64 } %call, 1
  %n = call i64 @acme.count(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.size1, i64 %m.stride0, i64 %m.stride1)
  %s = add i64 %p.0, %n
  ret i64 %s
}

declare i64 @acme.scale(i32)
declare void @acme.log(i64)
declare { i64, i64 } @acme.divmod(i64)
declare i64 @acme.count(ptr, ptr, i64, i64, i64, i64, i64)
