target datalayout = "e-m:e-p:32:32-i64:64-n32:64-S128"
target triple = "riscv32-unknown-elf"

define i32 @n(ptr %m.alloc, ptr %m.aligned, i32 %m.offset, i32 %m.size0, i32 %m.stride0) {
entry:
  ret i32 %m.size0
}

