// From ConversionToLLVMDialect.old.md, section "Result Packing": legacy `constant`/`call`/`return`; @foo returns {i32, i64}, @bar extracts both values ("use_i32"/"use_i64" are calls to external functions)
func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}
func @bar() {
  %0 = constant 42 : i32
  %1 = constant 17 : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  call @use_i32(%2#0) : (i32) -> ()
  call @use_i64(%2#1) : (i64) -> ()
  return
}
func @use_i32(i32)
func @use_i64(i64)
