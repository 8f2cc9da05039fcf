define float @scale(float %x, float %s) !dbg !6 {
entry:
  %r = fmul float %x, %s, !dbg !7
  ret float %r, !dbg !8
}

!6 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 6, type: !4, scopeLine: 6, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!7 = !DILocation(line: 7, column: 8, scope: !6)
!8 = !DILocation(line: 8, column: 3, scope: !6)

define float @sum(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, float %s) !dbg !9 {
entry:
  br label %for.i, !dbg !10

for.i:
  %i = phi i64 [ 0, %entry ], [ %iv.next, %for.i.body ]
  %a = phi float [ 0.0, %entry ], [ %b, %for.i.body ]
  %for.cmp = icmp slt i64 %i, %m.size0, !dbg !10
  br i1 %for.cmp, label %for.i.body, label %for.i.end, !dbg !10

for.i.body:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %i, !dbg !11
  %v = load float, ptr %ptr, !dbg !11
  %w = call float @scale(float %v, float %s), !dbg !12
  %b = fadd float %a, %w, !dbg !13
  %iv.next = add i64 %i, 1, !dbg !14
  br label %for.i, !dbg !14

for.i.end:
  ret float %a, !dbg !15
}

!9 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 11, type: !4, scopeLine: 11, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 16, column: 10, scope: !9)
!11 = !DILocation(line: 17, column: 10, scope: !9)
!12 = !DILocation(line: 18, column: 10, scope: !9)
!13 = !DILocation(line: 19, column: 10, scope: !9)
!14 = !DILocation(line: 20, column: 5, scope: !9)
!15 = !DILocation(line: 22, column: 3, scope: !9)

define void @"fill \22all\22"(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0, float %v) !dbg !16 {
entry:
  br label %for.i, !dbg !17

for.i:
  %i = phi i64 [ 0, %entry ], [ %iv.next, %for.i.body ]
  %for.cmp = icmp slt i64 %i, %m.size0, !dbg !17
  br i1 %for.cmp, label %for.i.body, label %for.i.end, !dbg !17

for.i.body:
  %ptr = getelementptr inbounds float, ptr %m.aligned, i64 %i, !dbg !18
  store float %v, ptr %ptr, !dbg !18
  %iv.next = add i64 %i, 1, !dbg !17
  br label %for.i, !dbg !17

for.i.end:
  br label %bb1, !dbg !19

bb1:
  %k = phi i64 [ %m.size0, %for.i.end ]
  %z = icmp eq i64 %k, 0, !dbg !20
  br i1 %z, label %bb2, label %bb2, !dbg !21

bb2:
  ret void, !dbg !22
}

!16 = distinct !DISubprogram(name: "fill \22all\22", scope: !1, file: !1, line: 25, type: !4, scopeLine: 25, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 29, column: 3, scope: !16)
!18 = !DILocation(line: 30, column: 5, scope: !16)
!19 = !DILocation(line: 32, column: 3, scope: !16)
!20 = !DILocation(line: 34, column: 8, scope: !16)
!21 = !DILocation(line: 35, column: 3, scope: !16)
!22 = !DILocation(line: 37, column: 3, scope: !16)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "ir2ll 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "debug_info.mlir", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !5)
!5 = !{}
