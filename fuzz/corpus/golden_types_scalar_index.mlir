// From ConversionToLLVMDialect.old.md, sections "Scalar Types" and "Index Type": iN, f16, f32, f64 and index (i64 on x86-64) in a signature
func @scalars(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: f16, %g: f32, %h: f64, %i: index) -> index {
  return %i : index
}
func @sum_index(%a: index, %b: index) -> index {
  %0 = addi %a, %b : index
  return %0 : index
}
func @floats(%a: f16, %b: f32, %c: f64) -> (f16, f32, f64) {
  %0 = addf %a, %a : f16
  %1 = addf %b, %b : f32
  %2 = addf %c, %c : f64
  return %0, %1, %2 : f16, f32, f64
}
