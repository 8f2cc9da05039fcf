define double @caller(i32 %x, float %y) {
entry:
  %v0 = call i64 @bar(i32 %x)
  %call = call { i64, double } @qux(i32 %x, float %y)
  %v1.0 = extractvalue { i64, double } %call, 0
  %v1.1 = extractvalue { i64, double } %call, 1
  call void @foo()
  ret double %v1.1
}

declare void @foo()
declare i64 @bar(i32)
declare { i64, double } @qux(i32, float)
declare ptr @quux(ptr)
