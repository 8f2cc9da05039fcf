define private float @ext(ptr %alloc, ptr %aligned, i64 %offset, i64 %size0, i64 %stride0) !dbg !6 {
entry:
  %desc = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %alloc, 0, !dbg !7
  %desc.1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, ptr %aligned, 1, !dbg !7
  %desc.2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.1, i64 %offset, 2, !dbg !7
  %desc.3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.2, i64 %size0, 3, 0, !dbg !7
  %desc.4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.3, i64 %stride0, 4, 0, !dbg !7
  %desc.ptr = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, !dbg !7
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc.4, ptr %desc.ptr, !dbg !7
  %r = call float @_mlir_ciface_ext(ptr %desc.ptr), !dbg !7
  ret float %r, !dbg !7
}

!6 = distinct !DISubprogram(name: "ext", scope: !1, file: !1, line: 5, type: !4, scopeLine: 5, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!7 = !DILocation(line: 5, column: 19, scope: !6)

define float @first(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0) !dbg !8 {
entry:
  %r = call float @ext(ptr %m.alloc, ptr %m.aligned, i64 %m.offset, i64 %m.size0, i64 %m.stride0), !dbg !9
  ret float %r, !dbg !10
}

!8 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 7, type: !4, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 8, column: 8, scope: !8)
!10 = !DILocation(line: 9, column: 3, scope: !8)

define float @_mlir_ciface_first(ptr %arg0) !dbg !11 {
entry:
  %desc = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %arg0, !dbg !12
  %arg0.alloc = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 0, !dbg !12
  %arg0.aligned = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 1, !dbg !12
  %arg0.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 2, !dbg !12
  %arg0.size0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 3, 0, !dbg !12
  %arg0.stride0 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %desc, 4, 0, !dbg !12
  %r = call float @first(ptr %arg0.alloc, ptr %arg0.aligned, i64 %arg0.offset, i64 %arg0.size0, i64 %arg0.stride0), !dbg !12
  ret float %r, !dbg !12
}

!11 = distinct !DISubprogram(name: "_mlir_ciface_first", scope: !1, file: !1, line: 7, type: !4, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!12 = !DILocation(line: 7, column: 11, scope: !11)

declare float @_mlir_ciface_ext(ptr)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "ir2ll 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "debug_info_c_interface.mlir", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !5)
!5 = !{}
