// From ConversionToLLVMDialect.old.md, section "Repeated Successor Removal": `cond_br %0, ^bb1(%1 : i32), ^bb1(%2 : i32)` needs a dummy block so that the phi in ^bb1 has one entry per predecessor ("use" is a call to an external function)
func @repeated(%0: i1, %1: i32, %2: i32) {
  cond_br %0, ^bb1(%1 : i32), ^bb1(%2 : i32)
^bb1(%3 : i32):
  call @use(%3) : (i32) -> ()
  return
}
func @use(i32)
