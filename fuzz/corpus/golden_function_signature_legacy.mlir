// From ConversionToLLVMDialect.old.md, section "Function Signature Conversion": void(), i64(i32), packed {i64, double} result, function pointers (legacy `func` declarations)
func @foo() -> ()
func @bar(i32) -> (i64)
func @qux(i32, f32) -> (i64, f64)
func @quux(() -> ()) -> (() -> ())
func @caller(%x: i32, %y: f32) -> f64 {
  %0 = call @bar(%x) : (i32) -> (i64)
  %1:2 = call @qux(%x, %y) : (i32, f32) -> (i64, f64)
  call @foo() : () -> ()
  return %1#1 : f64
}
