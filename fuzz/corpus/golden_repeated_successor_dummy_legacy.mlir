// From ConversionToLLVMDialect.old.md, section "Repeated Successor Removal": the form after dummy-block insertion, `cond_br %0, ^bb1(%1 : i32), ^dummy` with `^dummy: br ^bb1(%2 : i32)`, written by hand in legacy spelling ("use" is a call to an external function)
func @dummy(%0: i1, %1: i32, %2: i32) {
  cond_br %0, ^bb1(%1 : i32), ^dummy
^bb1(%3 : i32):
  call @use(%3) : (i32) -> ()
  return
^dummy:
  br ^bb1(%2 : i32)
}
func @use(i32)
